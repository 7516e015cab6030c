// Files in and out of the app: TOM's .tdf XML.
import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const TdfFile = Type.String({ description: 'A TOM file (.tdf): the XML as TOM writes it, sent as application/xml or text/xml.' });

export const ImportedEvent = Type.Object({ eventId: Uuid }, { additionalProperties: false });
