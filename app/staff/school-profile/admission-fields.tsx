import { type ReactNode, useState } from "react";
import type { LabelledValue, SchoolProfile } from "../../../contract/school-profile-rules.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { SelectField, TextArea } from "../kit/form-kit.tsx";
import { FORM, labels, linesToOptions, type ProfileForm } from "./profile-form.tsx";

type Admission = SchoolProfile["admission"];
const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
const pick = (list: string[], current: string) => (list.includes(current) ? current : (list[0] ?? ""));

/**
 * The enquiry form's choices, typed one per line and kept as typed until
 * saved (a half-typed line does not jump around), with the choice each
 * starts on, which follows the list when it loses its choice.
 */
export function useAdmissionLists(initial: Admission, now: Admission) {
  const [years, setYears] = useState(initial.academicYears.join("\n"));
  const [boards, setBoards] = useState(initial.boards.map((b) => b.label).join("\n"));
  const [classes, setClasses] = useState(initial.classes.map((c) => c.label).join("\n"));
  const academicYears = lines(years);
  const boardList = linesToOptions(boards, initial.boards);
  const classList = linesToOptions(classes, initial.classes);
  const admission: Admission = {
    ...now,
    academicYears,
    boards: boardList,
    classes: classList,
    academicYearDefault: pick(academicYears, now.academicYearDefault),
    boardDefault: pick(
      boardList.map((b) => b.value),
      now.boardDefault,
    ),
    classDefault: pick(
      classList.map((c) => c.value),
      now.classDefault,
    ),
  };
  const texts = {
    academicYears: [years, setYears],
    boards: [boards, setBoards],
    classes: [classes, setClasses],
  } as const;
  return { admission, texts };
}

type Lists = ReturnType<typeof useAdmissionLists>;

/** A list typed one per line, and the list box of the choice it starts on. */
function ChoiceList({
  f,
  lists,
  name,
  pickName,
  options,
  help,
  rows,
}: {
  f: ProfileForm;
  lists: Lists;
  name: keyof Lists["texts"];
  pickName: "academicYearDefault" | "boardDefault" | "classDefault";
  options: LabelledValue[];
  help: string;
  rows: number;
}) {
  const [text, setText] = lists.texts[name];
  const path = `admission.${name}`;
  const pickPath = `admission.${pickName}`;
  return (
    <>
      <TextArea
        form={FORM}
        name={path}
        label={labels[path]}
        help={help}
        rows={rows}
        value={text}
        error={f.errors[path]}
        onChange={(e) => {
          f.clear(path);
          setText(e.currentTarget.value);
        }}
      />
      <SelectField
        form={FORM}
        name={pickPath}
        label={labels[pickPath]}
        options={options}
        value={lists.admission[pickName]}
        error={f.errors[pickPath]}
        onChange={(e) => f.set(pickPath, e.currentTarget.value)}
      />
    </>
  );
}

/** The three lists of the enquiry form, with the words that help staff type them. */
const choiceLists = [
  { name: "academicYears", pickName: "academicYearDefault", help: sw("onePerLineFor"), rows: 4 },
  { name: "boards", pickName: "boardDefault", help: sw("onePerLineAs"), rows: 3 },
  {
    name: "classes",
    pickName: "classDefault",
    help: sw("onePerLineAs2"),
    rows: 8,
  },
] as const;

export function AdmissionFields({ f, lists, demoNote }: { f: ProfileForm; lists: Lists; demoNote?: ReactNode }) {
  const { admission } = lists;
  const options = {
    academicYears: admission.academicYears.map((y) => ({ value: y, label: y })),
    boards: admission.boards,
    classes: admission.classes,
  };
  return (
    <fieldset id="admission">
      <legend>{sw("admissionEnquiryForm")}</legend>
      {demoNote}
      {choiceLists.map((c) => (
        <ChoiceList key={c.name} f={f} lists={lists} {...c} options={options[c.name]} />
      ))}
      <TextArea
        form={FORM}
        name="admission.nextSteps"
        label={labels["admission.nextSteps"]}
        help={sw("shownWithTheEnquiry")}
        rows={4}
        value={f.p.admission.nextSteps}
        error={f.errors["admission.nextSteps"]}
        onChange={(e) => f.set("admission.nextSteps", e.currentTarget.value)}
      />
    </fieldset>
  );
}
