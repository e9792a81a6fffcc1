/**
 * The law as the repository holds it: `federal.json` and one file per state (and DC) under `states/`, read as
 * plain data. `createLaw` (./law.ts) checks it against the schema and answers a jurisdiction's figures for a year.
 * Adding a tax year changes these files only; adding a jurisdiction adds a line here.
 */
import federal from './federal.json';
import akLaw from './states/ak.json';
import alLaw from './states/al.json';
import arLaw from './states/ar.json';
import azLaw from './states/az.json';
import caLaw from './states/ca.json';
import coLaw from './states/co.json';
import ctLaw from './states/ct.json';
import dcLaw from './states/dc.json';
import deLaw from './states/de.json';
import flLaw from './states/fl.json';
import gaLaw from './states/ga.json';
import hiLaw from './states/hi.json';
import iaLaw from './states/ia.json';
import idLaw from './states/id.json';
import ilLaw from './states/il.json';
import inLaw from './states/in.json';
import ksLaw from './states/ks.json';
import kyLaw from './states/ky.json';
import laLaw from './states/la.json';
import maLaw from './states/ma.json';
import mdLaw from './states/md.json';
import meLaw from './states/me.json';
import miLaw from './states/mi.json';
import mnLaw from './states/mn.json';
import moLaw from './states/mo.json';
import msLaw from './states/ms.json';
import mtLaw from './states/mt.json';
import ncLaw from './states/nc.json';
import ndLaw from './states/nd.json';
import neLaw from './states/ne.json';
import nhLaw from './states/nh.json';
import njLaw from './states/nj.json';
import nmLaw from './states/nm.json';
import nvLaw from './states/nv.json';
import nyLaw from './states/ny.json';
import ohLaw from './states/oh.json';
import okLaw from './states/ok.json';
import orLaw from './states/or.json';
import paLaw from './states/pa.json';
import riLaw from './states/ri.json';
import scLaw from './states/sc.json';
import sdLaw from './states/sd.json';
import tnLaw from './states/tn.json';
import txLaw from './states/tx.json';
import utLaw from './states/ut.json';
import vaLaw from './states/va.json';
import vtLaw from './states/vt.json';
import waLaw from './states/wa.json';
import wiLaw from './states/wi.json';
import wvLaw from './states/wv.json';
import wyLaw from './states/wy.json';

/** The data of the law, unchecked: the federal file and each state's by USPS code. */
export interface LawData {
  readonly federal: unknown;
  readonly states: Readonly<Record<string, unknown>>;
}

export const LAW_DATA: LawData = {
  federal,
  states: {
    AK: akLaw,
    AL: alLaw,
    AR: arLaw,
    AZ: azLaw,
    CA: caLaw,
    CO: coLaw,
    CT: ctLaw,
    DC: dcLaw,
    DE: deLaw,
    FL: flLaw,
    GA: gaLaw,
    HI: hiLaw,
    IA: iaLaw,
    ID: idLaw,
    IL: ilLaw,
    IN: inLaw,
    KS: ksLaw,
    KY: kyLaw,
    LA: laLaw,
    MA: maLaw,
    MD: mdLaw,
    ME: meLaw,
    MI: miLaw,
    MN: mnLaw,
    MO: moLaw,
    MS: msLaw,
    MT: mtLaw,
    NC: ncLaw,
    ND: ndLaw,
    NE: neLaw,
    NH: nhLaw,
    NJ: njLaw,
    NM: nmLaw,
    NV: nvLaw,
    NY: nyLaw,
    OH: ohLaw,
    OK: okLaw,
    OR: orLaw,
    PA: paLaw,
    RI: riLaw,
    SC: scLaw,
    SD: sdLaw,
    TN: tnLaw,
    TX: txLaw,
    UT: utLaw,
    VA: vaLaw,
    VT: vtLaw,
    WA: waLaw,
    WI: wiLaw,
    WV: wvLaw,
    WY: wyLaw,
  },
};
