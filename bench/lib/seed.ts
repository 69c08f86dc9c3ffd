import type { Services } from "../../server/services.ts";

const words =
  "Students of classes VIII to X took part in the inter-school science exhibition and brought home three prizes for their models on clean water and solar power".split(
    " ",
  );

/** `count` published news items of realistic size, one a day going back from 2025-12-31. */
export async function seedNews(services: Services, school: string, count: number): Promise<void> {
  const start = Date.UTC(2025, 11, 31);
  await services.schools.transaction(services.database.db, async (trx) => {
    for (let i = 0; i < count; i++) {
      const date = new Date(start - i * 86_400_000).toISOString().slice(0, 10);
      const description = Array.from({ length: 40 }, (_, j) => words[(i + j) % words.length]).join(" ");
      await services.content.create(
        school,
        "news",
        {
          title: `News item ${i + 1}: ${words[i % words.length]} ${words[(i + 3) % words.length]}`,
          description,
          fromDate: date,
          attachments: i % 3 === 0 ? [`ab/${String(i).padStart(32, "0")}.pdf`] : [],
        },
        { db: trx },
      );
    }
  });
}

/** `count` published events of realistic size, one every three days going back from 2025-12-31. */
export async function seedEvents(services: Services, school: string, count: number): Promise<void> {
  const start = Date.UTC(2025, 11, 31);
  await services.schools.transaction(services.database.db, async (trx) => {
    for (let i = 0; i < count; i++) {
      const date = new Date(start - i * 3 * 86_400_000).toISOString().slice(0, 10);
      const description = Array.from({ length: 30 }, (_, j) => words[(i + 2 * j) % words.length]).join(" ");
      await services.content.create(
        school,
        "event",
        {
          title: `Event ${i + 1}: ${words[(i + 5) % words.length]} ${words[(i + 7) % words.length]}`,
          description,
          date,
          time: "10:00 AM",
          venue: "School auditorium",
          images: [],
          attachments: [],
        },
        { db: trx },
      );
    }
  });
}
