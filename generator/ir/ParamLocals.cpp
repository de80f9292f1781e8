//===- ParamLocals.cpp - a parameter's local holds only the parameter -----===//
//
// See ParamLocals.h. One normalisation for every analysis (ThreadValues'
// invariants, BoundsProofs' definitions, Index2D's coordinates, the slot and
// guard rules, slice lengths): after it, a local with `isArg` is never a
// destination and never borrowed mutably, so "is parameter P" means "holds
// P's launch value".
//
//===----------------------------------------------------------------------===//
#include "ir/ParamLocals.h"

#include <algorithm>
#include <set>

using namespace rsgpu;
using namespace rsgpu::ir;

namespace {

/// The place names the local itself (not memory behind it): no projection,
/// or projections that do not start with a Deref.
bool namesLocal(const Place &p) {
  return p.projs.empty() || p.projs[0].kind != Projection::Deref;
}

void renamePlace(Place &p, unsigned from, unsigned to) {
  if (p.local == from)
    p.local = to;
  for (Projection &pr : p.projs)
    if (pr.kind == Projection::Index && pr.index == from)
      pr.index = to;
}

void renameValue(Value &v, unsigned from, unsigned to) {
  if (v.kind != Value::Const)
    renamePlace(v.place, from, to);
}

} // namespace

unsigned rsgpu::ir::splitReassignedParams(Function &f) {
  if (f.blocks.empty())
    return 0;
  std::set<unsigned> params;
  for (const Local &l : f.locals)
    if (l.isArg && l.type)
      params.insert(l.id);
  std::set<unsigned> reassigned;
  for (const Block &b : f.blocks)
    for (const Inst &in : b.insts) {
      if (in.dest && params.count(in.dest->local) && namesLocal(*in.dest))
        reassigned.insert(in.dest->local);
      bool mutBorrow = in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut;
      if (mutBorrow && params.count(in.src.local) && namesLocal(in.src))
        reassigned.insert(in.src.local);
    }
  if (reassigned.empty())
    return 0;

  // The copies run once, before anything else: at the top of the entry
  // block, or in a new entry block when the entry is also a loop header
  // (rustc's SimplifyCfg may make it one).
  unsigned entry = f.blocks[0].id;
  bool entryHasPreds = false;
  unsigned maxId = 0;
  for (const Block &b : f.blocks) {
    maxId = std::max(maxId, b.id);
    for (unsigned s : b.term.successors())
      entryHasPreds |= s == entry;
  }

  Loc loc = f.loc;
  if (!f.blocks[0].insts.empty())
    loc = f.blocks[0].insts[0].loc;
  else
    loc = f.blocks[0].term.loc.isValid() ? f.blocks[0].term.loc : f.loc;

  std::vector<Inst> copies;
  for (unsigned p : reassigned) {
    Local fresh = f.locals[p];
    fresh.id = f.locals.size();
    fresh.isArg = false;
    f.locals.push_back(fresh);
    unsigned q = fresh.id;
    const Type *t = f.locals[p].type;
    for (Block &b : f.blocks) {
      for (Inst &in : b.insts) {
        if (in.dest)
          renamePlace(*in.dest, p, q);
        for (Value &v : in.args)
          renameValue(v, p, q);
        renamePlace(in.src, p, q);
      }
      renameValue(b.term.cond, p, q);
      for (Value &v : b.term.args)
        renameValue(v, p, q);
    }
    Inst c;
    c.loc = loc;
    c.op = Opcode::Copy;
    c.dest = Place{q, {}, t};
    Value v;
    v.kind = Value::Copy;
    v.place = Place{p, {}, t};
    v.type = t;
    c.args.push_back(v);
    c.type = t;
    copies.push_back(std::move(c));
  }
  if (entryHasPreds) {
    Block nb;
    nb.id = maxId + 1;
    nb.insts = std::move(copies);
    nb.term.kind = Terminator::Br;
    nb.term.loc = loc;
    nb.term.target = entry;
    f.blocks.insert(f.blocks.begin(), std::move(nb));
  } else {
    std::vector<Inst> &insts = f.blocks[0].insts;
    insts.insert(insts.begin(), std::make_move_iterator(copies.begin()),
                 std::make_move_iterator(copies.end()));
  }
  return reassigned.size();
}
