//===- ThreadValues.cpp - how values vary across GPU threads --------------===//
#include "analysis/ThreadValuesImpl.h"
#include "ir/CallTable.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using namespace rsgpu::analysis::detail;
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
                           std::map<unsigned, AbsVal> fixedItems,
                           Level level, const CallSummaries *calls)
    : f(fn), statics(statics), items(std::move(fixedItems)),
      warpLevel(level == Level::Warp && fn.isKernel && !argsVarying),
      calls(calls) {
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
                 in.call == ir::Call::CoreIterNext ||
                 in.call == ir::Call::CoreIterNextBack) &&
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
      // O3's inlined `Rev::next` borrows the reversed range, Rev's only
      // field: `&mut (it.0)` passed to the range's `spec_next_back`.
      const ir::Type *rt = r < f.locals.size() ? f.locals[r].type : nullptr;
      auto wholeOrRevRange = [&](const ir::Place &p) {
        return p.isLocal() ||
               (p.projs.size() == 1 &&
                p.projs[0].kind == ir::Projection::Field &&
                p.projs[0].index == 0 && rt && rt->kind == ir::Type::Iter &&
                rt->name == "Rev");
      };
      for (const ir::Inst *in : ins) {
        unsigned d = in->dest ? in->dest->local : ~0u;
        ok = ok && in->op == Opcode::RefMut && wholeOrRevRange(in->src) &&
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
  for (unsigned l = 0; l < f.locals.size(); ++l)
    if (!partial[l] && !fieldDefs[l].empty() && !mutBorrowed.count(l))
      fieldStores[l] = fieldDefs[l];
  // Locals a thread assigns once, on one of several paths (ThreadChoices).
  const std::set<unsigned> chosen = choiceLocals();
  // Fixpoint: values only go up; divergence only grows with them.
  for (unsigned iter = 0; iter < 64; ++iter) {
    computeDivergence();
    warpMemo.clear(); // warp-aligned values rest on this round's values
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
      // One of several invariants, the same one in every thread.
      bool choice = chosen.count(l.id), pending = false;
      std::string choiceFn;
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
        if (d.kind == AbsVal::Invariant)
          choiceFn += (choiceFn.empty() ? "" : "|") + d.fn;
        else if (d.kind == AbsVal::Bottom)
          pending = true;
        else
          choice = false;
        if (d.kind == AbsVal::Invariant && (all.size() > 1 || l.isArg))
          d = AbsVal::grid(d.tag);
        v = join(v, d);
      }
      if (choice && !pending)
        v = AbsVal::invariant("choice_" + std::to_string(l.id) + "(" +
                              choiceFn + ")");
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

std::optional<AbsVal> ThreadValues::someOfChecked(unsigned o) const {
  // The value inside `o = a.checked_add(b)` (`_sub`, `_mul`), `o` assigned
  // once and never changed in place: the exact result, as overflow-checked
  // arithmetic gives it (None, never a wrapped value, on an overflow).
  if (o >= defs.size() || defs[o].size() != 1 || changedInPlace.count(o) ||
      defs[o][0]->op != Opcode::Intrinsic || defs[o][0]->args.size() != 2)
    return std::nullopt;
  const ir::Inst &d = *defs[o][0];
  std::optional<Opcode> exact;
  if (d.call == ir::Call::CoreCheckedAdd)
    exact = Opcode::AddOverflow;
  else if (d.call == ir::Call::CoreCheckedSub)
    exact = Opcode::SubOverflow;
  else if (d.call == ir::Call::CoreCheckedMul)
    exact = Opcode::MulOverflow;
  if (!exact || !d.type || d.type->kind != ir::Type::Option)
    return std::nullopt;
  ir::Inst op = d;
  op.op = *exact;
  op.call = ir::Call::None;
  op.type = d.type->elem;
  return transfer(op);
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
  // `(o as Some).0` of `o = a.checked_add(b)` (`_sub`, `_mul`): the exact
  // result, as overflow-checked arithmetic gives it (None on a wrap).
  if (p.projs.size() == 2 && p.projs[0].kind == ir::Projection::Downcast &&
      p.projs[1].kind == ir::Projection::Field && p.projs[1].index == 0)
    if (std::optional<AbsVal> r = someOfChecked(p.local))
      return *r;
  // O3: rustc's inlined `StepBy<Range<usize>>::next` moves the fields of a
  // grid-stride `(start..n).step_by(grid size)` out: `iter.start` is the
  // grid-stride start, `step_minus_one` the grid size less one.
  if (std::all_of(p.projs.begin(), p.projs.end(),
                  [](const ir::Projection &pr) {
                    return pr.kind == ir::Projection::Field;
                  })) {
    // every local on the way back to `StepBy::new` (moves) unchanged, but
    // for the iterator read here itself: `while let Some(i) = it.next()`
    // at O3 keeps a named `it` whole and stores its start and count back
    // in place (`(it.0.0) = start + step`, `(it.0.1) = count - 1`). Its
    // start is then what StepBy::new made it or a value stored there,
    // which must be a grid-stride value of the same start (a step by the
    // grid size from it) or nothing yet; anything stored elsewhere in it
    // (the step, `first_take`) keeps it unknown.
    std::vector<const ir::Inst *> startStores;
    bool stored = false;
    if (auto fs = fieldStores.find(p.local);
        fs != fieldStores.end() && defs[p.local].size() == 1) {
      stored = true;
      for (const ir::Inst *st : fs->second) {
        const std::vector<ir::Projection> &d = st->dest->projs;
        if (d.size() != 2 || d[0].index != 0 || d[1].index > 1) {
          stored = false;
          break;
        }
        if (d[1].index == 0)
          startStores.push_back(st);
      }
    }
    bool unchanged = true;
    for (unsigned r = p.local, hops = 0; hops < 8 && r < defs.size(); ++hops) {
      unchanged =
          unchanged && (!changedInPlace.count(r) || (hops == 0 && stored));
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
      for (const ir::Inst *st : startStores) {
        AbsVal sv = st->op == Opcode::Copy && st->args.size() == 1
                        ? valueOf(st->args[0])
                        : AbsVal::varying();
        if (sv.kind == AbsVal::Bottom)
          continue;
        if (sv.kind != AbsVal::Injective || !sv.gridStride ||
            sv.base != g->base || sv.fn != g->fn) {
          g.reset();
          break;
        }
      }
    }
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
