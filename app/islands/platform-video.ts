import type { SetUpIsland } from './names'

/**
 * SPEC 2 platform video: the frame (`data-player-src`, `data-player-title`) shows our own
 * poster under a play button; the player is embedded only after the click, so nothing is
 * fetched from the video host before. The button is hidden (not removed: React may own it)
 * and keyboard focus moves to the player.
 */
export const setUpPlatformVideo: SetUpIsland = (frame) => {
  const button = frame.querySelector<HTMLButtonElement>('button')
  const { playerSrc, playerTitle } = frame.dataset
  if (!button || !playerSrc) return () => {}
  const play = () => {
    const player = document.createElement('iframe')
    player.src = playerSrc
    player.title = playerTitle ?? ''
    player.className = 'absolute inset-0 size-full'
    player.allow =
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'
    player.referrerPolicy = 'strict-origin-when-cross-origin'
    player.allowFullscreen = true
    frame.append(player)
    button.hidden = true
    player.focus()
  }
  button.addEventListener('click', play, { once: true })
  return () => button.removeEventListener('click', play)
}
