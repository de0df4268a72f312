import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { type MapPlace, mapNameOf } from '@alma/shared/naming-map/map-levels';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router';
import { InstitutionContext } from '../../../lib/institution-context.ts';
import { mapDefinitionQuery, useMapDefinition } from '../api/get-map-definition.ts';
import { currentPlace, goBack, goDown, type PlaceStack, startStack } from '../model/map-place.ts';

/**
 * The level the donor is on and its map (doc 4 §4): an area tap goes one level down (the map below
 * is asked for ahead while the tap's frame paints), back goes up to the cached map above, back at
 * level 1 leaves for the campaign's home (§2.2).
 */
export function useMapLevels(area: string, home: string) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const school = useContext(InstitutionContext)?.school ?? null;
  const [stack, setStack] = useState<PlaceStack>(() => startStack(area));
  const place = currentPlace(stack);
  const name = mapNameOf(place);
  const definition = useMapDefinition(school, name);

  const down = (next: string) => {
    const below = goDown(stack, next);
    if (below === stack) return;
    if (school) void client.prefetchQuery(mapDefinitionQuery(school, mapNameOf(currentPlace(below))));
    setStack(below);
  };
  const back = () => {
    const step = goBack(stack, home);
    if (step.kind === 'up') setStack(step.stack);
    else void navigate(step.to);
  };
  /** Straight to a map (a search found something there). */
  const show = (to: PlaceStack) => setStack(to);
  const peek = (mapName: string): TMapDefinition | undefined =>
    school ? client.getQueryData(mapDefinitionQuery(school, mapName).queryKey) : undefined;

  return { place, name, definition, down, back, show, peek, school } as {
    place: MapPlace;
    name: string;
    definition: typeof definition;
    down: typeof down;
    back: typeof back;
    show: typeof show;
    peek: typeof peek;
    school: string | null;
  };
}
