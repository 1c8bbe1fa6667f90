/** The data room and investor pages (docs/decisions/043-investors.md). */
export const nda = {
  title: 'Non-disclosure agreement',
}
