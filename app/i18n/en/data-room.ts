/** The data room and investor pages (docs/decisions/043-investors.md). */
export const dataRoom = {
  title: 'Documents',
}
