import { FaqAccordion } from "../faq-accordion.tsx";
import type { Renderer } from "./renderer.ts";

export const FaqView: Renderer<"faq"> = ({ block }) => <FaqAccordion items={block.items} />;
