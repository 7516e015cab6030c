import { Type } from 'typebox';

export const Health = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]), database: Type.Boolean() });
