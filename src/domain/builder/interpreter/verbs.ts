/**
 * The verbs an instruction clause can start with, grouped by what they ask for. Synonyms follow
 * docs/product/ai-builder.md examples (add/create/make/set up; remove/delete/drop; route/send/
 * forward; turn on/enable/activate; turn off/disable; connect/link; disconnect/unlink).
 */
export type VerbGroup =
  | 'create'
  | 'delete'
  | 'rename'
  | 'route'
  | 'fallback'
  | 'enable'
  | 'disable'
  | 'connect'
  | 'disconnect'
  | 'update'
  | 'give'
  | 'instruct';

/** Verb phrases, longest first so "turn on" wins over a bare "turn". */
export const VERB_PHRASES: ReadonlyArray<readonly [phrase: string, group: VerbGroup]> = (
  [
    ['get rid of', 'delete'],
    ['set up', 'create'],
    ['spin up', 'create'],
    ['stand up', 'create'],
    ['hook up', 'connect'],
    ['turn on', 'enable'],
    ['switch on', 'enable'],
    ['turn off', 'disable'],
    ['switch off', 'disable'],
    ['fall back', 'fallback'],
    ['add', 'create'],
    ['create', 'create'],
    ['make', 'create'],
    ['build', 'create'],
    ['setup', 'create'],
    ['introduce', 'create'],
    ['hire', 'create'],
    // "new agent Loyalty, …": a list of changes often starts with the noun alone.
    ['new', 'create'],
    ['remove', 'delete'],
    ['delete', 'delete'],
    ['drop', 'delete'],
    ['destroy', 'delete'],
    ['scrap', 'delete'],
    ['ditch', 'delete'],
    ['trash', 'delete'],
    ['nuke', 'delete'],
    ['axe', 'delete'],
    ['erase', 'delete'],
    ['wipe', 'delete'],
    ['eliminate', 'delete'],
    ['retitle', 'rename'],
    ['relabel', 'rename'],
    ['rebrand', 'rename'],
    ['suspend', 'disable'],
    ['mute', 'disable'],
    ['silence', 'disable'],
    ['reactivate', 'enable'],
    ['unpause', 'enable'],
    ['unmute', 'enable'],
    ['adjust', 'update'],
    ['tweak', 'update'],
    ['amend', 'update'],
    ['alter', 'update'],
    ['revise', 'update'],
    ['detach', 'delete'],
    ['rename', 'rename'],
    ['route', 'route'],
    ['send', 'route'],
    ['forward', 'route'],
    ['direct', 'route'],
    ['redirect', 'route'],
    ['fallback', 'fallback'],
    ['enable', 'enable'],
    ['activate', 'enable'],
    ['start', 'enable'],
    ['resume', 'enable'],
    ['re-enable', 'enable'],
    ['disable', 'disable'],
    ['deactivate', 'disable'],
    ['stop', 'disable'],
    ['pause', 'disable'],
    ['exit', 'disable'],
    ['leave', 'disable'],
    ['connect', 'connect'],
    ['link', 'connect'],
    ['integrate', 'connect'],
    ['disconnect', 'disconnect'],
    ['unlink', 'disconnect'],
    ['unhook', 'disconnect'],
    ['unplug', 'disconnect'],
    ['change', 'update'],
    ['update', 'update'],
    ['set', 'update'],
    ['edit', 'update'],
    ['modify', 'update'],
    ['rewrite', 'update'],
    ['tweak', 'update'],
    ['instruct', 'instruct'],
    ['give', 'give'],
    ['attach', 'give'],
    ['assign', 'give'],
    ['let', 'give'],
    ['allow', 'give'],
    ['equip', 'give'],
    ['grant', 'give'],
  ] as const
)
  .map(([phrase, group]) => [phrase, group] as const)
  .sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

/** First words that can open a clause: "… and route X to Y" splits before "route". */
export const CLAUSE_START_WORDS: ReadonlySet<string> = new Set([
  ...VERB_PHRASES.map(([phrase]) => phrase.split(' ')[0] ?? phrase),
  'turn',
  'switch',
  'tell',
  'ask',
  'remind',
  'take',
  'point',
  'put',
  'use',
  'escalate',
  'pause',
  'go',
  // ", and have anything unmatched go to FAQ".
  'have',
  // "Delete Orders, keep FAQ": what is kept is a clause of its own, asking for nothing; so is
  // what is not to be done ("… but don't disconnect it").
  'keep',
  'leave',
  "don't",
]);
