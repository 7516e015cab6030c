// Files in and out of the app: TOM's .tdf XML.
import { Type } from 'typebox';
import { Uuid } from './common.ts';

export const TdfFile = Type.String({ description: 'A TOM file (.tdf): the XML as TOM writes it, sent as application/xml or text/xml.' });

export const ImportedEvent = Type.Object({ eventId: Uuid }, { additionalProperties: false });

export const TdfWarning = Type.Object(
  { element: Type.String({ description: 'Where in the file, as an XPath (tournament/pods/pod[1]/rounds/round[2]).' }), message: Type.String() },
  { additionalProperties: false, description: 'A value the app does not know and that changes nobody’s pairing or result: imported anyway.' },
);

export const ImportedTdf = Type.Object({ eventId: Uuid, warnings: Type.Array(TdfWarning) }, { additionalProperties: false });
