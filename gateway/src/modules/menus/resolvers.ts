import type { Resolvers } from '../../generated/resolvers.ts';
import { bodyOrThrow } from '../../upstream/errors.ts';
import { fetchCachedMenus, fetchPreviousMenu } from './menus-api.ts';

export const menuResolvers: Resolvers = {
  Query: {
    async menus(_parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchCachedMenus(upstream), logger).menus;
    },

    async previousMenu(_parent, _args, { upstream, logger }) {
      return bodyOrThrow(await fetchPreviousMenu(upstream), logger).menu;
    },
  },

  Menu: {
    id: (menu) => String(menu.id),
    menuId: (menu) => String(menu.menuId),
  },
};
