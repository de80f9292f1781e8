//===- ThreadValues.cpp - how values vary across GPU threads --------------===//
#include "analysis/ThreadValues.h"
#include "ir/CallTable.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

std::string AbsVal::str() const {
  switch (kind) {
  case Bottom:
    return "bottom";
  case Invariant:
    return "invariant";
  case GridUniform:
    return "grid-uniform";
  case BlockUniform:
    return "block-uniform";
  case Varying:
    return "varying";
  case Injective:
    return std::string("injective(") + fn +
           (gridStride ? " + k*grid_size" : "") + ")";
  }
  return "?";
}

AbsVal rsgpu::analysis::join(const AbsVal &a, const AbsVal &b) {
  if (a.kind == AbsVal::Bottom)
    return b;
  if (b.kind == AbsVal::Bottom)
    return a;
  if (a == b)
    return a;
  if (a.kind == AbsVal::Varying || b.kind == AbsVal::Varying)
    return AbsVal::varying();
  if (a.kind == AbsVal::Injective || b.kind == AbsVal::Injective) {
    if (a.kind == b.kind && a.base == b.base && a.fn == b.fn && a.shiftOnly &&
        b.shiftOnly) {
      AbsVal r = a;
      r.gridStride = a.gridStride || b.gridStride;
      r.dbits = std::min(a.dbits, b.dbits);
      r.exact = a.exact && b.exact;
      return r;
    }
    return AbsVal::varying();
  }
  // Two different uniform values: uniform within a block (or the grid, when
  // both are), not over time.
  AbsVal r = a.isGridUniform() && b.isGridUniform() ? AbsVal::grid()
                                                    : AbsVal::uniform();
  if (a.tag == b.tag)
    r.tag = a.tag;
  return r;
}

namespace {
bool isBinary(Opcode op) {
  return op >= Opcode::AddWrap && op <= Opcode::FRem && op != Opcode::FNeg;
}
bool isCast(Opcode op) { return op >= Opcode::ZExt && op <= Opcode::FpTrunc; }

/// Uniform combination of operands that carry no id structure.
AbsVal combineUniform(const std::vector<AbsVal> &ops, const std::string &fn) {
  bool allInv = true, allGrid = true;
  for (const AbsVal &v : ops) {
    if (v.kind == AbsVal::Bottom)
      return AbsVal{};
    if (!v.isBlockUniform())
      return AbsVal::varying();
    allInv &= v.kind == AbsVal::Invariant;
    allGrid &= v.isGridUniform();
  }
  return allInv ? AbsVal::invariant(fn)
                 : allGrid ? AbsVal::grid() : AbsVal::uniform();
}

/// As uniform as `v`, without its text or id structure: grid-uniform,
/// block-uniform or varying (an invariant that changes over time).
AbsVal uniformAs(const AbsVal &v) {
  if (v.kind == AbsVal::Bottom)
    return AbsVal{};
  return v.isGridUniform()    ? AbsVal::grid()
         : v.isBlockUniform() ? AbsVal::uniform()
                              : AbsVal::varying();
}

/// Integer value of a constant's canonical text, if it is one.
std::optional<int64_t> constValue(const AbsVal &v) {
  if (v.kind != AbsVal::Invariant || v.fn.empty())
    return std::nullopt;
  const std::string &s = v.fn;
  size_t i = s[0] == '-' ? 1 : 0;
  if (i == s.size() || !std::all_of(s.begin() + i, s.end(), ::isdigit) ||
      s.size() > 18)
    return std::nullopt;
  return std::stoll(s);
}

AbsVal injective(AbsVal::Base base, bool shiftOnly, std::string fn,
                 unsigned dbits = 32, bool exact = true) {
  AbsVal v;
  v.kind = AbsVal::Injective;
  v.base = base;
  v.shiftOnly = shiftOnly;
  v.fn = std::move(fn);
  v.dbits = dbits;
  v.exact = exact;
  return v;
}

/// Demotes a value read out of an aggregate: no id structure survives. An
/// invariant keeps a text naming exactly what was read (`what`: the
/// projection), so two different reads never share a text.
AbsVal demote(const AbsVal &v, const std::string &what) {
  if (v.kind == AbsVal::Injective)
    return AbsVal::varying();
  AbsVal r;
  r.kind = v.kind;
  if (v.kind == AbsVal::Invariant)
    r.fn = what + "(" + v.fn + ")";
  return r;
}

/// Bit width of an integer result (the value of a (T, bool) pair); 0 if none.
unsigned widthOf(const ir::Type *t) {
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int ? t->bits : 0;
}

/// Overflow-checked (panics on a wrap) or unchecked (a wrap is UB rustc
/// rules out): the result is the mathematical value.
bool noWrap(Opcode op) {
  return op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
         op == Opcode::MulOverflow || op == Opcode::AddUnchecked ||
         op == Opcode::SubUnchecked || op == Opcode::MulUnchecked;
}

/// The text of a grid-stride `StepBy`'s `step_minus_one` field (readPlace).
const char *const stepMinusOne = "stepby.step_minus_one(grid_size)";

std::string projText(const ir::Projection &pr) {
  switch (pr.kind) {
  case ir::Projection::Deref:
    return "deref";
  case ir::Projection::Field:
    return "field" + std::to_string(pr.index);
  case ir::Projection::ConstIndex:
    return std::string(pr.fromEnd ? "at_end" : "at") +
           std::to_string(pr.offset);
  case ir::Projection::Subslice:
    return "sub" + std::to_string(pr.offset) + "_" + std::to_string(pr.end) +
           (pr.fromEnd ? "e" : "");
  case ir::Projection::Downcast:
    return "variant" + std::to_string(pr.index);
  case ir::Projection::Index:
    return "index";
  }
  return "proj";
}
} // namespace

ThreadValues::ThreadValues(const ir::Function &fn, bool argsVarying)
    : ThreadValues(fn, argsVarying, nullptr) {}

ThreadValues::ThreadValues(const ir::Function &fn, bool argsVarying,
                           const std::vector<ir::StaticDef> *statics,
                           std::map<unsigned, AbsVal> fixedItems)
    : f(fn), statics(statics), items(std::move(fixedItems)) {
  vals.assign(f.locals.size(), AbsVal{});
  defs.assign(f.locals.size(), {});
  std::set<unsigned> mutBorrowed, advanced;
  std::vector<bool> partial(f.locals.size(), false);
  // Assignments to fields of a local (`(it.0) = p`: O3's inlined slice
  // iterator advancing its pointer): the local is as uniform as every value
  // it is assigned, whole or by field, when none is assigned in a divergent
  // block. Any other partial assignment (an element, through a deref) makes
  // it varying (`partial`).
  std::vector<std::vector<const ir::Inst *>> fieldDefs(f.locals.size());
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.dest && in.dest->local < f.locals.size()) {
        if (in.dest->isLocal())
          defs[in.dest->local].push_back(&in);
        else if (std::all_of(in.dest->projs.begin(), in.dest->projs.end(),
                             [](const ir::Projection &pr) {
                               return pr.kind == ir::Projection::Field;
                             }))
          fieldDefs[in.dest->local].push_back(&in);
        else if (in.dest->projs.front().kind != ir::Projection::Deref)
          partial[in.dest->local] = true; // an element of the local
      }
  // `for _ in a..b` at opt-level 0: `r = a..b; d = &mut r; next(d)`. The
  // range's state is only advanced by `next` when every borrow of `r` is such
  // a `d`, used by `core.range.next` alone.
  std::map<unsigned, unsigned> uses; // every mention of a local
  {
    std::map<unsigned, std::vector<const ir::Inst *>> borrows; // r -> insts
    std::map<unsigned, unsigned> nextUses;                     // d -> count
    // Every mention of a local counts as a use: operands, the place a store
    // writes through (`(*r) = 0` uses `r`), a borrowed place (`&mut *r`),
    // index locals. A `&mut` stored through is not a `next`-only borrow.
    auto usePlace = [&](const ir::Place &p) {
      ++uses[p.local];
      for (const ir::Projection &pr : p.projs)
        if (pr.kind == ir::Projection::Index)
          ++uses[pr.index];
    };
    for (const ir::Block &b : f.blocks) {
      for (const ir::Inst &in : b.insts) {
        if (in.op == Opcode::Ref || in.op == Opcode::RefMut ||
            in.op == Opcode::AddrOf || in.op == Opcode::AddrOfMut)
          borrows[in.src.local].push_back(&in);
        if (in.op == Opcode::Ref || in.op == Opcode::RefMut ||
            in.op == Opcode::AddrOf || in.op == Opcode::AddrOfMut ||
            ((in.op == Opcode::Len || in.op == Opcode::Discriminant) &&
             in.args.empty()))
          usePlace(in.src);
        if (in.dest && !in.dest->isLocal())
          usePlace(*in.dest);
        for (size_t i = 0; i < in.args.size(); ++i)
          if (in.args[i].kind != ir::Value::Const) {
            usePlace(in.args[i].place);
            if (i == 0 && in.op == Opcode::Intrinsic &&
                (in.call == ir::Call::RangeNext ||
                 in.call == ir::Call::CoreIterNext) &&
                in.args[i].place.isLocal())
              ++nextUses[in.args[i].place.local];
          }
      }
      if (b.term.cond.kind != ir::Value::Const)
        usePlace(b.term.cond.place);
      for (const ir::Value &a : b.term.args)
        if (a.kind != ir::Value::Const)
          usePlace(a.place);
    }
    for (auto &[r, ins] : borrows) {
      // A local whose own storage is borrowed mutably can change behind
      // its assignments: never invariant; varying unless only `next` does.
      for (const ir::Inst *in : ins)
        if ((in->op == Opcode::RefMut || in->op == Opcode::AddrOfMut) &&
            r < f.locals.size() &&
            (in->src.projs.empty() ||
             in->src.projs[0].kind != ir::Projection::Deref))
          mutBorrowed.insert(r);
      bool ok = r < f.locals.size() && !partial[r];
      std::vector<unsigned> refs;
      for (const ir::Inst *in : ins) {
        unsigned d = in->dest ? in->dest->local : ~0u;
        ok = ok && in->op == Opcode::RefMut && in->src.isLocal() &&
             in->dest->isLocal() && d < defs.size() && defs[d].size() == 1;
        if (!ok)
          break;
        refs.push_back(d);
        if (uses[d] == nextUses[d])
          continue;
        // O3: `&mut it` copied once (an array::IntoIter's reference
        // unsized for its `next`) into a local only `next` uses
        const ir::Inst *cp = nullptr;
        unsigned n = 0;
        for (const ir::Block &b : f.blocks)
          for (const ir::Inst &u : b.insts)
            for (const ir::Value &a : u.args)
              if (a.kind != ir::Value::Const && a.place.local == d) {
                cp = &u;
                ++n;
              }
        ok = n == 1 && uses[d] == 1 && cp->op == Opcode::Copy && cp->dest &&
             cp->dest->isLocal() && cp->args[0].place.isLocal() &&
             cp->dest->local < defs.size() && defs[cp->dest->local].size() == 1 &&
             uses[cp->dest->local] == nextUses[cp->dest->local];
        if (ok)
          refs.push_back(cp->dest->local);
      }
      if (ok) {
        for (unsigned d : refs)
          rangeRefs[d] = r;
        advanced.insert(r);
      }
    }
  }
  // A local borrowed mutably only into references that are stored through
  // whole (`*r = v`) or read (`*r`), never copied, reborrowed or passed on:
  // each store is one more assignment of the local (flow-insensitive, and
  // a store in a divergent block is per-thread like any assignment). Any
  // other use of such a reference leaves the local unknown (varying).
  std::set<unsigned> storedThrough;
  for (unsigned l : mutBorrowed) {
    if (advanced.count(l) || partial[l])
      continue;
    std::set<unsigned> refs;
    bool ok = true;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if ((in.op == Opcode::Ref || in.op == Opcode::AddrOf ||
             in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut) &&
            in.src.local == l) {
          bool whole = in.src.isLocal() && in.dest && in.dest->isLocal() &&
                       in.dest->local < defs.size() &&
                       defs[in.dest->local].size() == 1;
          if (in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut)
            ok = ok && whole;
          if (whole)
            refs.insert(in.dest->local);
        }
    std::vector<const ir::Inst *> stores;
    std::map<unsigned, unsigned> seen; // ref -> plain stores and reads
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts) {
        if (in.dest && refs.count(in.dest->local) && !in.dest->isLocal()) {
          ok = ok && in.dest->projs.size() == 1;
          ++seen[in.dest->local];
          stores.push_back(&in);
        }
        for (const ir::Value &a : in.args)
          if (a.kind != ir::Value::Const && refs.count(a.place.local) &&
              !a.place.projs.empty() &&
              a.place.projs[0].kind == ir::Projection::Deref)
            ++seen[a.place.local];
      }
    for (unsigned d : refs)
      ok = ok && seen[d] == uses[d];
    if (!ok)
      continue;
    for (const ir::Inst *in : stores)
      defs[l].push_back(in);
    for (unsigned d : refs)
      refTarget[d] = l;
    storedThrough.insert(l);
  }
  for (unsigned l = 0; l < f.locals.size(); ++l)
    if (partial[l] || !fieldDefs[l].empty() || mutBorrowed.count(l))
      changedInPlace.insert(l);
  // Fixpoint: values only go up; divergence only grows with them.
  for (unsigned iter = 0; iter < 64; ++iter) {
    computeDivergence();
    bool changed = false;
    for (const ir::Local &l : f.locals) {
      if (!l.type)
        continue;
      if (auto it = this->items.find(l.id); it != this->items.end()) {
        changed |= !(vals[l.id] == it->second);
        vals[l.id] = it->second; // one item of a finite iterator, fixed
        continue;
      }
      AbsVal v;
      if (l.isArg)
        v = argsVarying
                ? AbsVal::varying()
                : AbsVal::invariant(l.name.empty() ? "_" + std::to_string(l.id)
                                                   : l.name);
      if (partial[l.id] || (mutBorrowed.count(l.id) && !advanced.count(l.id) &&
                            !storedThrough.count(l.id)))
        v = AbsVal::varying();
      std::vector<const ir::Inst *> all = defs[l.id];
      all.insert(all.end(), fieldDefs[l.id].begin(), fieldDefs[l.id].end());
      for (const ir::Inst *in : all) {
        AbsVal d = transfer(*in);
        // Where the block's threads may disagree on whether this runs, a
        // uniform value stops being uniform (an injective one stays so).
        // A single-assignment invariant is the same value wherever it is
        // computed (its operands are): a divergent branch cannot split it.
        bool fixed = d.kind == AbsVal::Invariant && all.size() == 1 &&
                     !l.isArg;
        // Where the blocks of a cluster may disagree (S10), a grid-uniform
        // value stops being grid-uniform.
        if (d.isBlockUniform() && !fixed) {
          for (const ir::Block &b : f.blocks)
            if (!b.insts.empty() && &b.insts.front() <= in &&
                in <= &b.insts.back()) {
              if (divergence(b.id))
                d = AbsVal::varying();
              else if (clusterDivergence(b.id) && d.isGridUniform())
                d = AbsVal::uniform(d.tag);
            }
        }
        if (d.kind == AbsVal::Invariant && (all.size() > 1 || l.isArg))
          d = AbsVal::grid(d.tag);
        v = join(v, d);
      }
      // Changed by field: no id structure survives, only uniformity.
      if (!fieldDefs[l.id].empty() && v.kind != AbsVal::Bottom)
        v = uniformAs(v);
      if (advanced.count(l.id) && v.kind == AbsVal::Invariant)
        v = AbsVal::grid(); // `next` moves it: the same at one point only
      // ... unless some thread runs a `next` the others skip (a loop with a
      // per-thread trip count around `it.next()`): then it is per thread.
      // (Where the blocks of a cluster may disagree: per block.)
      if (advanced.count(l.id) && v.isBlockUniform())
        for (const ir::Block &b : f.blocks)
          if (divergence(b.id) || clusterDivergence(b.id))
            for (const ir::Inst &in : b.insts)
              if (in.op == Opcode::Intrinsic && !in.args.empty() &&
                  in.args[0].kind != ir::Value::Const &&
                  in.args[0].place.isLocal()) {
                auto it = rangeRefs.find(in.args[0].place.local);
                if (it != rangeRefs.end() && it->second == l.id)
                  v = divergence(b.id) ? AbsVal::varying()
                      : v.isGridUniform() ? AbsVal::uniform()
                                          : v;
              }
      if (!(v == vals[l.id])) {
        vals[l.id] = v;
        changed = true;
      }
    }
    if (!changed)
      break;
  }
  // A value the fixpoint never reached (a cycle with no base) is unknown.
  for (const ir::Local &l : f.locals)
    if (l.type && vals[l.id].kind == AbsVal::Bottom && !defs[l.id].empty())
      vals[l.id] = AbsVal::varying();
  computeDivergence();
}

bool ThreadValues::singleDef(unsigned local) const {
  return local < defs.size() && defs[local].size() == 1;
}

/// `for i in (start..end).step_by(step)` with start = gid + c and step =
/// grid_dim.x * block_dim.x: the iterator `r` is (a move of) one
/// `core.adapt.step_by(a..b, step)`. Rust's (and core_iter.hpp's)
/// `StepBy<Range>` counts its items first and yields start + k * step only
/// below `end`: no wrap, so the items are the grid-stride values of the
/// `while i < n { ..; i += stride }` loop, under that rule's conditions.
std::optional<AbsVal> ThreadValues::gridStrideStepBy(unsigned r) const {
  for (unsigned hops = 0; hops < 8; ++hops) {
    if (r >= defs.size() || defs[r].size() != 1)
      return std::nullopt;
    const ir::Inst &d = *defs[r][0];
    if (d.op == Opcode::Copy && d.args.size() == 1 &&
        d.args[0].kind != ir::Value::Const && d.args[0].place.isLocal()) {
      r = d.args[0].place.local; // `_21 = move _16`, into_iter (identity)
      continue;
    }
    if (d.op != Opcode::Intrinsic || d.call != ir::Call::CoreAdaptStepBy ||
        d.args.size() != 2 || d.args[0].kind == ir::Value::Const ||
        !d.args[0].place.isLocal())
      return std::nullopt;
    unsigned rl = d.args[0].place.local;
    if (rl >= defs.size() || defs[rl].size() != 1 ||
        defs[rl][0]->op != Opcode::RangeLit || defs[rl][0]->args.size() != 2)
      return std::nullopt;
    AbsVal start = valueOf(defs[rl][0]->args[0]);
    AbsVal step = valueOf(d.args[1]);
    unsigned w = widthOf(defs[rl][0]->args[0].kind == ir::Value::Const
                             ? nullptr
                             : f.locals[defs[rl][0]->args[0].place.local].type);
    if (start.kind != AbsVal::Injective || start.base != AbsVal::Gid ||
        !start.shiftOnly || start.gridStride || step.tag != AbsVal::GridSize ||
        !w || start.dbits > w || (w < 64 && !start.exact))
      return std::nullopt;
    start.gridStride = true;
    return start;
  }
  return std::nullopt;
}

AbsVal ThreadValues::readPlace(const ir::Place &p) const {
  if (p.local >= vals.size())
    return AbsVal::varying();
  AbsVal v = vals[p.local];
  if (p.projs.empty())
    return v;
  // `*r` of a `r = &mut l` only stored through and read: `l` itself.
  if (p.projs.size() == 1 && p.projs[0].kind == ir::Projection::Deref)
    if (auto it = refTarget.find(p.local); it != refTarget.end())
      return vals[it->second];
  if (std::optional<AbsVal> r = derefOfRef(p))
    return *r;
  // `(o as Some).0` of `o = core.iter.next(..)`: the item itself.
  if (p.projs.size() == 2 && p.projs[0].kind == ir::Projection::Downcast &&
      p.projs[1].kind == ir::Projection::Field && p.projs[1].index == 0 &&
      defs[p.local].size() == 1 && defs[p.local][0]->op == Opcode::Intrinsic &&
      defs[p.local][0]->call == ir::Call::CoreIterNext)
    return v;
  // O3 core internals: `(o as Some).0` of `o = Some(x)` or of
  // `o = core.nonzero.option(x)` (a transmute to Option<NonZero<T>>, whose
  // None rustc's `assume` ruled out) is x.
  if (p.projs.size() == 2 && p.projs[0].kind == ir::Projection::Downcast &&
      p.projs[1].kind == ir::Projection::Field && p.projs[1].index == 0 &&
      defs[p.local].size() == 1 && defs[p.local][0]->args.size() == 1 &&
      (defs[p.local][0]->op == Opcode::OptionSome ||
       (defs[p.local][0]->op == Opcode::Intrinsic &&
        defs[p.local][0]->call == ir::Call::CoreNonZeroOption)))
    return valueOf(defs[p.local][0]->args[0]);
  // O3: rustc's inlined `StepBy<Range<usize>>::next` moves the fields of a
  // grid-stride `(start..n).step_by(grid size)` out: `iter.start` is the
  // grid-stride start, `step_minus_one` the grid size less one.
  if (std::all_of(p.projs.begin(), p.projs.end(),
                  [](const ir::Projection &pr) {
                    return pr.kind == ir::Projection::Field;
                  })) {
    // every local on the way back to `StepBy::new` (moves) unchanged
    bool unchanged = true;
    for (unsigned r = p.local, hops = 0; hops < 8 && r < defs.size(); ++hops) {
      unchanged = unchanged && !changedInPlace.count(r);
      if (defs[r].size() != 1 || defs[r][0]->op != Opcode::Copy ||
          defs[r][0]->args.size() != 1 ||
          defs[r][0]->args[0].kind == ir::Value::Const ||
          !defs[r][0]->args[0].place.isLocal())
        break;
      r = defs[r][0]->args[0].place.local;
    }
    std::optional<AbsVal> g;
    if (unchanged)
      g = gridStrideStepBy(p.local);
    if (g) {
      if (p.projs.size() == 2 && p.projs[0].index == 0 &&
          p.projs[1].index == 0)
        return *g;
      if (p.projs.size() == 1 && p.projs[0].index == 1)
        return AbsVal::invariant(stepMinusOne);
    }
  }
  if (std::optional<AbsVal> a = aggregateElem(p, 0))
    return *a;
  const ir::Type *t = f.locals[p.local].type;
  for (size_t k = 0; k < p.projs.size(); ++k) {
    const ir::Projection &pr = p.projs[k];
    switch (pr.kind) {
    case ir::Projection::Field:
      // Field 0 of an overflow-checked operation's (T, bool) is its value.
      if (!(k == 0 && pr.index == 0 && defs[p.local].size() == 1 &&
            (ir::isAddOp(defs[p.local][0]->op) || ir::isSubOp(defs[p.local][0]->op) ||
             ir::isMulOp(defs[p.local][0]->op))))
        v = demote(v, projText(pr));
      break;
    case ir::Projection::Deref: {
      // Only immutable memory reads as uniform.
      bool immutable = t &&
                       (t->kind == ir::Type::Ref || t->kind == ir::Type::Ptr) &&
                       !t->isMut;
      if (!immutable)
        return AbsVal::varying();
      v = demote(v, "deref");
      break;
    }
    case ir::Projection::Index: {
      AbsVal idx = pr.index < vals.size() ? vals[pr.index] : AbsVal::varying();
      if (idx.kind == AbsVal::Bottom)
        return AbsVal{}; // not known yet (the fixpoint comes back)
      if (!idx.isBlockUniform())
        return AbsVal::varying();
      if (idx.kind != AbsVal::Invariant && v.isGridUniform())
        v = idx.isGridUniform() ? AbsVal::grid() : AbsVal::uniform();
      v = demote(v, "index[" + idx.fn + "]");
      break;
    }
    default:
      v = demote(v, projText(pr));
      break;
    }
    t = pr.type;
  }
  return v;
}

std::optional<AbsVal> ThreadValues::refLen(const ir::Place &p) const {
  const ir::Type *t = p.isLocal() && p.local < f.locals.size()
                          ? f.locals[p.local].type
                          : p.type;
  if (!t || (t->kind != ir::Type::Ref && t->kind != ir::Type::Ptr) ||
      p.local >= vals.size())
    return std::nullopt;
  for (const ir::Projection &pr : p.projs)
    if (pr.kind == ir::Projection::Deref)
      return std::nullopt; // a reference read out of memory: placeText
  if (!p.isLocal())
    return readPlace(p);
  unsigned l = p.local;
  for (unsigned hops = 0; hops < 16; ++hops) {
    if (f.locals[l].isArg && defs[l].empty() && !changedInPlace.count(l))
      return std::nullopt; // a parameter's slice: its fixed length
    if (defs[l].size() != 1 || changedInPlace.count(l))
      break;
    const ir::Inst &d = *defs[l][0];
    bool reborrow = (d.op == Opcode::Ref || d.op == Opcode::RefMut ||
                     d.op == Opcode::AddrOf || d.op == Opcode::AddrOfMut) &&
                    d.src.projs.size() == 1 &&
                    d.src.projs[0].kind == ir::Projection::Deref;
    bool copy = d.op == Opcode::Copy && d.args.size() == 1 &&
                d.args[0].kind != ir::Value::Const &&
                d.args[0].place.isLocal();
    if (reborrow)
      l = d.src.local;
    else if (copy)
      l = d.args[0].place.local;
    else
      break;
    if (l >= vals.size())
      return AbsVal::varying();
  }
  return vals[l];
}

std::optional<std::string> ThreadValues::placeText(const ir::Place &p) const {
  if (p.local >= vals.size())
    return std::nullopt;
  std::string s;
  size_t k = 0;
  if (!p.projs.empty() && p.projs[0].kind == ir::Projection::Deref) {
    // Through a pointer: the pointer must be one value for every thread.
    if (vals[p.local].kind != AbsVal::Invariant)
      return std::nullopt;
    s = "*" + vals[p.local].fn;
    k = 1;
  } else {
    // A local's own storage: one per thread, but its address names no
    // thread's data; a fixed-size local array's length is its type's.
    s = "&_" + std::to_string(p.local);
  }
  for (; k < p.projs.size(); ++k) {
    const ir::Projection &pr = p.projs[k];
    if (pr.kind == ir::Projection::Index) {
      if (pr.index >= vals.size() || vals[pr.index].kind != AbsVal::Invariant)
        return std::nullopt;
      s += "[" + vals[pr.index].fn + "]";
    } else if (pr.kind == ir::Projection::Deref) {
      return std::nullopt; // a pointer read out of memory
    } else {
      s += "." + projText(pr);
    }
  }
  return s;
}

AbsVal ThreadValues::valueOf(const ir::Value &v) const {
  if (v.kind == ir::Value::Const) {
    const ir::Constant &c = v.constant;
    switch (c.kind) {
    case ir::Constant::Int:
      return AbsVal::invariant((c.negative ? "-" : "") +
                               std::to_string(c.bits));
    case ir::Constant::Bool:
      return AbsVal::invariant(c.bits ? "true" : "false");
    case ir::Constant::Float:
      return AbsVal::invariant(c.text);
    default:
      return AbsVal::invariant("const(" + c.text + ")");
    }
  }
  return readPlace(v.place);
}

AbsVal ThreadValues::transfer(const ir::Inst &in) const {
  std::vector<AbsVal> ops;
  for (const ir::Value &a : in.args)
    ops.push_back(valueOf(a));
  for (const AbsVal &o : ops)
    if (o.kind == AbsVal::Bottom)
      return AbsVal{};
  // The operation, its result type (a width) and its operands' texts.
  auto fnText = [&](const std::string &name) {
    std::string s = name + "<" + (in.type ? in.type->str() : "?") + ">(";
    for (size_t i = 0; i < ops.size(); ++i)
      s += (i ? "," : "") + ops[i].fn;
    return s + ")";
  };
  Opcode op = in.op;
  if (op == Opcode::IntMin || op == Opcode::IntMax)
    if (std::optional<ir::Value> c = decidedMinMax(in))
      return valueOf(*c);
  if (op == Opcode::Intrinsic) {
    const std::string &c = in.callee;
    switch (in.call) {
    case ir::Call::ThreadIdxX:
      return injective(AbsVal::Tid, true, "tid");
    case ir::Call::BlockIdxX:
      return AbsVal::uniform(AbsVal::BlockIdxX);
    case ir::Call::BlockIdxY:
    case ir::Call::BlockIdxZ:
    case ir::Call::ClusterRank: // one block's rank: differs in its cluster
      return AbsVal::uniform();
    case ir::Call::ClusterSize: // a launch constant
      return AbsVal::invariant(c);
    case ir::Call::BlockDimX:
      return AbsVal::invariant("block_dim.x", AbsVal::BlockDimX);
    case ir::Call::GridDimX:
      return AbsVal::invariant("grid_dim.x", AbsVal::GridDimX);
    case ir::Call::BlockDimY:
    case ir::Call::BlockDimZ:
    case ir::Call::GridDimY:
    case ir::Call::GridDimZ:
    case ir::Call::WarpSize:
      return AbsVal::invariant(c);
    default:
      break;
    }
    if ((in.call == ir::Call::RangeNext || in.call == ir::Call::CoreIterNext) &&
        in.args.size() == 1 && in.args[0].kind != ir::Value::Const &&
        in.args[0].place.isLocal()) {
      // The next element of a range (or of an iterator built from ranges)
      // every thread advances alike: as uniform as the range (it changes
      // over time: never invariant).
      auto it = rangeRefs.find(in.args[0].place.local);
      if (it != rangeRefs.end() && it->second < vals.size()) {
        const AbsVal &r = vals[it->second];
        if (r.kind == AbsVal::Bottom)
          return AbsVal{};
        if (in.call == ir::Call::CoreIterNext)
          if (std::optional<AbsVal> g = gridStrideStepBy(it->second))
            return *g;
        return uniformAs(r);
      }
    }
    if (std::optional<AbsVal> r = bitPermutation(in, ops, fnText(c)))
      return *r;
    if (ir::callInfo(in.call).isPure())
      return combineUniform(ops, fnText(c));
    return AbsVal::varying(); // ids of other dimensions, memory, collectives
  }
  if (op == Opcode::Call)
    return AbsVal::varying();
  if (op == Opcode::Copy)
    return ops.empty() ? AbsVal::varying() : ops[0];
  if (op == Opcode::SizeOf || op == Opcode::AlignOf || op == Opcode::UbChecks) {
    std::string t;
    for (const std::string &a : in.typeArgs)
      t += a + ",";
    return AbsVal::invariant(
        fnText(std::string(ir::opcodeName(op)) + "[" + t + "]"));
  }
  if (op == Opcode::Len) {
    // The length of what the place names: invariant only when the place is
    // one invariant address (a parameter's slice, a fixed local array).
    const ir::Place &p = in.args.empty() ? in.src : in.args[0].place;
    // `len r` of a slice reference held in a local: the length travels
    // with the reference's value. A (re)borrow or copy of a parameter's
    // slice is the parameter's length; any other reference (`split_at`,
    // a subslice, a chunk) has the length its value has: a slice made per
    // thread has a per-thread length.
    if (std::optional<AbsVal> r = refLen(p)) {
      if (r->kind != AbsVal::Invariant)
        return *r;
    }
    if (std::optional<std::string> t = placeText(p))
      return AbsVal::invariant("len(" + *t + ")");
    AbsVal base = p.local < vals.size() ? vals[p.local] : AbsVal::varying();
    return base.kind == AbsVal::Bottom ? AbsVal::varying() : uniformAs(base);
  }
  if (op == Opcode::Ref || op == Opcode::AddrOf || op == Opcode::RefMut ||
      op == Opcode::AddrOfMut) {
    // A shared reference reads as what it points to (a thread-private local
    // is a different value in every thread, at the same "address"); a
    // mutable one only names an address, whose contents read as varying.
    if (op == Opcode::Ref || op == Opcode::AddrOf) {
      AbsVal pointee = readPlace(in.src);
      if (pointee.kind == AbsVal::Bottom)
        return AbsVal{};
      if (pointee.kind == AbsVal::Invariant)
        return AbsVal::invariant("ref(" + pointee.fn + ")");
      return uniformAs(pointee);
    }
    if (std::optional<std::string> t = placeText(in.src))
      return AbsVal::invariant("refmut(" + *t + ")");
    return AbsVal::varying();
  }
  if (op == Opcode::Discriminant)
    return demote(readPlace(in.src), "discriminant");
  // a transmute of an integer to its own type (`NonZero<usize>` as usize,
  // inlined at O3): the same value
  if (op == Opcode::Bitcast && ops.size() == 1 && in.type &&
      in.type->kind == ir::Type::Int && in.args[0].kind != ir::Value::Const &&
      in.args[0].place.isLocal()) {
    const ir::Type *at = f.locals[in.args[0].place.local].type;
    if (at && at->kind == ir::Type::Int && at->bits == in.type->bits &&
        at->isSigned == in.type->isSigned)
      return ops[0];
  }
  if ((op == Opcode::FpToUiSat || op == Opcode::FpToSiSat) && ops.size() == 1)
    if (std::optional<AbsVal> r = floatRoundTrip(in))
      return *r;
  if (isCast(op) && ops.size() == 1) {
    AbsVal v = ops[0];
    bool preserving =
        op == Opcode::ZExt || op == Opcode::SExt || op == Opcode::Retype;
    if (v.kind == AbsVal::Injective) {
      // A truncation keeps the low bits: injective while the bits that
      // tell threads apart fit.
      if (op == Opcode::Trunc) {
        unsigned w = widthOf(in.type);
        if (!w || v.dbits > w || v.gridStride)
          return AbsVal::varying();
        return injective(v.base, false, fnText("trunc"), v.dbits, false);
      }
      if (!preserving)
        return AbsVal::varying();
      // zext(tid + c) is not tid + c once tid + c wrapped.
      v.shiftOnly = v.shiftOnly && (v.fn == "tid" || v.fn == "gid" ||
                                    v.base == AbsVal::BlockConst);
      if (!v.shiftOnly && v.gridStride)
        return AbsVal::varying();
      // A sign extension is another number than a zero extension of the
      // same bits: its own text.
      if (op == Opcode::SExt)
        v.fn = "sext(" + v.fn + ")";
      return v;
    }
    if (v.kind == AbsVal::Invariant)
      v.fn = fnText(ir::opcodeName(op));
    if (!preserving)
      v.tag = AbsVal::None;
    return v;
  }
  if (isBinary(op) && ops.size() == 2) {
    const AbsVal &a = ops[0], &b = ops[1];
    auto tags = [&](AbsVal::Tag x, AbsVal::Tag y) {
      return (a.tag == x && b.tag == y) || (a.tag == y && b.tag == x);
    };
    if (ir::isMulOp(op) && tags(AbsVal::BlockIdxX, AbsVal::BlockDimX))
      return AbsVal::uniform(AbsVal::BlockBase);
    if (ir::isMulOp(op) && tags(AbsVal::GridDimX, AbsVal::BlockDimX))
      return AbsVal::invariant("grid_size", AbsVal::GridSize);
    // O3: StepBy's `step_minus_one + 1` (its `original_step`)
    if (ir::isAddOp(op) && a.fn == stepMinusOne && constValue(b) == 1)
      return AbsVal::invariant("grid_size", AbsVal::GridSize);
    // block_idx.x * C for a constant C > 0 (a block size the kernel assumes)
    if (ir::isMulOp(op) &&
        (a.tag == AbsVal::BlockIdxX || b.tag == AbsVal::BlockIdxX)) {
      std::optional<int64_t> c = constValue(a.tag == AbsVal::BlockIdxX ? b : a);
      if (c && *c > 0 && *c <= (int64_t(1) << 31)) {
        AbsVal r = AbsVal::uniform(AbsVal::BlockTimesConst);
        r.fn = std::to_string(*c);
        return r;
      }
    }
    const AbsVal *inj = a.kind == AbsVal::Injective   ? &a
                        : b.kind == AbsVal::Injective ? &b
                                                      : nullptr;
    const AbsVal *other = inj == &a ? &b : &a;
    if (!inj)
      return combineUniform(ops, fnText(ir::opcodeName(op)));
    if (a.kind == AbsVal::Injective && b.kind == AbsVal::Injective)
      return AbsVal::varying();
    // tid + block_idx.x * block_dim.x
    if (ir::isAddOp(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::BlockBase)
      return injective(AbsVal::Gid, true, "gid");
    if (ir::isAddOp(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::BlockTimesConst)
      return injective(AbsVal::BlockConst, true,
                       "block_idx.x*" + other->fn + "+tid");
    // thread_idx.x * grid_dim.x + block_idx.x: (tid, bid) -> tid * G + bid
    // is injective for bid < G, and below block_dim * G <= 2^32 (the 1-D
    // launch obligation of a Gid proof): no wrap in u32.
    if (ir::isMulOp(op) && inj->base == AbsVal::Tid && inj->fn == "tid" &&
        other->tag == AbsVal::GridDimX)
      return injective(AbsVal::Tid, false, "tid*grid_dim.x", 32, true);
    if (ir::isAddOp(op) && inj->fn == "tid*grid_dim.x" &&
        other->tag == AbsVal::BlockIdxX)
      return injective(AbsVal::Gid, false, "tid*grid_dim.x+block_idx.x", 32,
                       true);
    if (other->kind != AbsVal::Invariant)
      return AbsVal::varying();
    // Every rule below reasons modulo 2^w, w the width the MIR computes in.
    unsigned w = widthOf(in.type);
    if (!w || inj->dbits > w)
      return AbsVal::varying();
    std::string ws = std::to_string(w);
    // Grid-stride step: gid + c + k * grid_size. Distinct threads stay
    // apart only while the variable does not wrap: in 64 bits it is
    // bounds-checked against a slice length first; below 64 bits the step
    // must not wrap (overflow-checked, O0) and start from the exact value.
    if (ir::isAddOp(op) && other->tag == AbsVal::GridSize) {
      if (inj->base != AbsVal::Gid || !inj->shiftOnly)
        return AbsVal::varying();
      if (w < 64 && !(noWrap(op) && inj->exact))
        return AbsVal::varying();
      AbsVal r = *inj;
      r.gridStride = true;
      return r;
    }
    if (ir::isAddOp(op) || (ir::isSubOp(op) && inj == &a)) { // x + c, x - c: bijections
      AbsVal r = *inj;
      r.fn = (ir::isAddOp(op) ? "add" : "sub") + ws + "(" + inj->fn + "," +
             other->fn + ")";
      r.exact = inj->exact && noWrap(op);
      return r;
    }
    if (ir::isSubOp(op) || op == Opcode::Xor) { // c - x, x ^ c: bijections
      if (inj->gridStride)
        return AbsVal::varying();
      return injective(inj->base, false, fnText(ir::opcodeName(op)), inj->dbits,
                       false);
    }
    // x * (2^k * odd) and x << k: the odd factor is a bijection mod 2^w;
    // 2^k moves the bits that tell threads apart up by k, which must stay
    // below the width (else two threads' products wrap onto one value).
    std::optional<int64_t> c;
    bool shl = op == Opcode::Shl || op == Opcode::ShlUnchecked;
    if (ir::isMulOp(op))
      c = constValue(*other);
    if (shl && inj == &a)
      if (std::optional<int64_t> k = constValue(*other)) {
        uint64_t amount = uint64_t(*k) & (in.shiftMask ? in.shiftMask : 63);
        if (*k >= 0 && amount < 63 && amount < w)
          c = int64_t(1) << amount;
      }
    if (c) {
      if (*c == 0 || inj->gridStride)
        return AbsVal::varying();
      unsigned twos = __builtin_ctzll(uint64_t(*c));
      if (inj->dbits + twos > w)
        return AbsVal::varying();
      return injective(inj->base, false,
                       "mul" + ws + "(" + inj->fn + "," + std::to_string(*c) +
                           ")",
                       inj->dbits + twos, inj->exact && noWrap(op));
    }
    return AbsVal::varying();
  }
  if (op == Opcode::Neg || op == Opcode::Not) {
    if (ops.size() == 1 && ops[0].kind == AbsVal::Injective &&
        !ops[0].gridStride && ops[0].dbits <= widthOf(in.type))
      return injective(ops[0].base, false, fnText(ir::opcodeName(op)),
                       ops[0].dbits, false);
  }
  return combineUniform(ops, fnText(ir::opcodeName(op)));
}
