import { pushTopics } from "../../../contract/push-rules.ts";
import { useI18n, withEnglishNames } from "../../i18n/i18n-context.tsx";

/**
 * "Get school alerts on this phone" (issue 30: Web Push). Hidden in the
 * server HTML: a notification needs the browser's push service, which only a
 * script can ask for, so push-control.enhance.ts shows it where the browser
 * can (or, on an iPhone outside the Home Screen, says what to do first). The
 * words the script shows are carried here, in the page's language.
 */
export function PushControl() {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <section
      aria-labelledby="footer-push"
      className="push-control"
      hidden
      data-push=""
      data-subscribe={t("push.subscribe")}
      data-unsubscribe={t("push.unsubscribe")}
      data-on={t("push.on")}
      data-off={t("push.off")}
      data-choose={t("push.chooseTopic")}
      data-denied={t("push.denied")}
      data-failed={t("push.failed")}
    >
      <h2 id="footer-push">{t("push.heading")}</h2>
      <p>{t("push.intro")}</p>
      <fieldset data-push-topics="">
        <legend>{t("push.topics")}</legend>
        {pushTopics.map((topic) => (
          <label key={topic}>
            <input type="checkbox" name="topic" value={topic} defaultChecked={topic !== "events"} />{" "}
            {t(`push.topic.${topic}` as const)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="push-control__button" data-push-button="">
        {t("push.subscribe")}
      </button>
      <p data-push-ios="" hidden>
        {withEnglishNames(i18n, "push.ios")}
      </p>
      <p role="status" data-push-status="" />
      <p className="push-control__privacy">{t("push.privacy")}</p>
    </section>
  );
}
