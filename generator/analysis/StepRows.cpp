//===- StepRows.cpp - rows thread_idx + k, k stepped by S ---------------===//
//
// The CUDA SDK's tiled transpose: a 32 x 8 block moves a 32 x 32 tile,
// thread (tx, ty) handling rows `ty + k` for `k in (0..32).step_by(8)`.
// Distinct threads take distinct rows only while ty < 8, the step: the
// proofs here carry the launch obligation block_dim.y <= step
// (docs/generator/analyses.md, "Strided rows").
//
//   stepItems   the items of `(lo..hi).step_by(step)`: lo + j * step < hi,
//               opt-level 0 (`next(&mut it)`) and 3 (StepBy::next inlined)
//   stridedRow  S5: `block_idx * C + thread_idx + k`, thread_idx + k < C
//   tileStepRow S8: `(thread_idx_y + k) * C + thread_idx_x` of a tile
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

namespace {
/// `(o as Some).0`: the local o.
std::optional<unsigned> someField(const ir::Value &v) {
  if (v.kind == ir::Value::Const)
    return std::nullopt;
  const ir::Place &p = v.place;
  if (p.projs.size() != 2 || p.projs[0].kind != ir::Projection::Downcast ||
      p.projs[1].kind != ir::Projection::Field || p.projs[1].index != 0)
    return std::nullopt;
  return p.local;
}
/// `x.a.b...` with exactly the field numbers `path`: the local x.
std::optional<unsigned> fieldPath(const ir::Value &v,
                                  std::initializer_list<unsigned> path) {
  if (v.kind == ir::Value::Const || v.place.projs.size() != path.size())
    return std::nullopt;
  size_t i = 0;
  for (unsigned k : path) {
    const ir::Projection &pr = v.place.projs[i++];
    if (pr.kind != ir::Projection::Field || pr.index != k)
      return std::nullopt;
  }
  return v.place.local;
}
bool unsignedInt(const ir::Type *t, unsigned minBits = 1) {
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int && !t->isSigned && t->bits >= minBits &&
         t->bits <= 64;
}
constexpr uint64_t kItemLimit = uint64_t(1) << 40;
} // namespace

std::optional<Index2D::StepRange> Index2D::stepRangeOf(unsigned it) const {
  // `it` (through moves: into_iter is the identity) is one
  // `core.adapt.step_by(lo..hi, step)` over an unsigned range with a
  // constant step: Rust's (and core_iter.hpp's) StepBy<Range<uN>> counts
  // its items first (`hi - lo` divided by step, rounded up) and yields `lo
  // + j * step` for j below that count: every item is below hi, nothing
  // wraps. lo and hi are the values the range literal read.
  for (int hops = 0; hops < 8; ++hops) {
    const ir::Inst *d = onlyDef(it);
    if (!d)
      return std::nullopt;
    if (d->op == Opcode::Copy && d->args.size() == 1) {
      std::optional<unsigned> n = d->args[0].wholeLocal();
      if (!n)
        return std::nullopt;
      it = *n;
      continue;
    }
    if (d->op != Opcode::Intrinsic || d->call != Call::CoreAdaptStepBy ||
        d->args.size() != 2)
      return std::nullopt;
    std::optional<unsigned> r = d->args[0].wholeLocal();
    const ir::Inst *rd = r ? onlyDef(*r) : nullptr;
    if (!rd || rd->op != Opcode::RangeLit || rd->args.size() != 2 ||
        !f.locals[*r].type || !f.locals[*r].type->elem ||
        !unsignedInt(f.locals[*r].type->elem))
      return std::nullopt;
    std::optional<uint64_t> st = constIndex(d->args[1]);
    if (!st || *st == 0 || *st >= kItemLimit)
      return std::nullopt;
    return StepRange{d, rd, *st};
  }
  return std::nullopt;
}

std::optional<Index2D::StepItems> Index2D::stepByOf(unsigned it) const {
  // The same of constants lo and hi.
  std::optional<StepRange> r = stepRangeOf(it);
  if (!r)
    return std::nullopt;
  std::optional<uint64_t> lo = constIndex(r->range->args[0]),
                          hi = constIndex(r->range->args[1]);
  if (!lo || !hi || *hi >= kItemLimit)
    return std::nullopt;
  return StepItems{*lo, r->step, std::max(*lo, *hi)};
}

std::optional<uint64_t> Index2D::stepOf(const ir::Value &v, int depth) const {
  // The step opt-level 3's inlined `StepBy::next` adds: `original_step()`,
  // the iterator's `step_minus_one + 1` through a NonZero transmute (whose
  // None rustc's `assume` ruled out) and a bitcast.
  if (std::optional<uint64_t> c = constIndex(v))
    return c;
  std::optional<unsigned> l = v.wholeLocal();
  const ir::Inst *d = l && depth < 8 ? onlyDef(*l) : nullptr;
  if (!d || d->args.empty())
    return std::nullopt;
  if ((d->op == Opcode::Bitcast || d->op == Opcode::ZExt) &&
      d->args.size() == 1)
    return stepOf(d->args[0], depth + 1);
  if (d->op == Opcode::Copy && d->args.size() == 1) {
    if (std::optional<unsigned> o = someField(d->args[0])) {
      const ir::Inst *od = onlyDef(*o);
      if (od && od->op == Opcode::Intrinsic &&
          od->call == Call::CoreNonZeroOption && od->args.size() == 1)
        return stepOf(od->args[0], depth + 1);
      return std::nullopt;
    }
    return d->args[0].wholeLocal() ? stepOf(d->args[0], depth + 1) : std::nullopt;
  }
  // `step_minus_one + 1` (unchecked: core's own code) of the `.1` field
  // moved out of a step_by
  if ((d->op == Opcode::AddUnchecked || d->op == Opcode::AddWrap) &&
      d->args.size() == 2)
    for (int i = 0; i < 2; ++i) {
      std::optional<uint64_t> one = constant(d->args[1 - i]);
      std::optional<unsigned> m = d->args[i].wholeLocal();
      const ir::Inst *md = m ? onlyDef(*m) : nullptr;
      if (!one || *one != 1 || !md || md->op != Opcode::Copy ||
          md->args.size() != 1)
        continue;
      std::optional<unsigned> x = fieldPath(md->args[0], {1});
      std::optional<StepRange> s = x ? stepRangeOf(*x) : std::nullopt;
      if (s)
        return s->step;
    }
  return std::nullopt;
}

std::optional<Index2D::StepRange>
Index2D::inlinedStepRange(const ir::Inst *cp) const {
  // Opt-level 3 scalarises `for k in (lo..hi).step_by(s)`:
  //   I: L = move X.0.0; C = move X.0.1        (X = step_by(lo..hi, s))
  //   P: c = C; switch (c > 0) -> B
  //   B: x = L; L = x + step; C = c - 1; .. Some(x) ..
  // L and C are assigned nowhere else (never borrowed, no field written),
  // so they change together: L = lo + s * (n - C) with n = ceil((hi -
  // lo) / s) after I and after every pass through B, and x, read where C
  // > 0, is lo + s * j for a j < n: an item below hi.
  if (!cp || cp->op != Opcode::Copy || cp->args.size() != 1)
    return std::nullopt;
  std::optional<unsigned> L = cp->args[0].wholeLocal();
  std::optional<unsigned> x = cp->dest && cp->dest->isLocal()
                                  ? std::optional<unsigned>(cp->dest->local)
                                  : std::nullopt;
  std::optional<Pt> bp = at(cp);
  if (!L || !x || !bp || onlyDef(*x) != cp || indirect.count(*L) ||
      f.locals[*L].isArg || f.blocks.empty() || bp->block == f.blocks[0].id)
    return std::nullopt;
  auto two = [&](unsigned l) -> const std::vector<const ir::Inst *> * {
    auto it = defs.find(l);
    if (indirect.count(l) || f.locals[l].isArg || it == defs.end() ||
        it->second.size() != 2)
      return nullptr;
    return &it->second;
  };
  const std::vector<const ir::Inst *> *ld = two(*L);
  if (!ld)
    return std::nullopt;
  // B's only predecessor P branches on `c > 0` (or `0 < c`, `c != 0`)
  // into B, c a copy of C made in P.
  std::vector<unsigned> ps = cfg.predIds(bp->block);
  if (ps.size() != 1 || ps[0] == bp->block)
    return std::nullopt;
  const ir::Block *P = f.block(ps[0]);
  const ir::Block *B = f.block(bp->block);
  if (!P || !B)
    return std::nullopt;
  const ir::Terminator &t = P->term;
  std::optional<unsigned> cl = t.cond.wholeLocal();
  if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
      t.cases[0].first != 0 || t.target != B->id ||
      t.cases[0].second == B->id || !cl)
    return std::nullopt;
  const ir::Inst *cmp = onlyDef(*cl);
  if (!cmp || cmp->args.size() != 2 || !at(cmp) || at(cmp)->block != P->id)
    return std::nullopt;
  std::optional<unsigned> c;
  auto zero = [&](const ir::Value &v) {
    std::optional<uint64_t> z = constant(v);
    return z && *z == 0;
  };
  if ((cmp->op == Opcode::Gt || cmp->op == Opcode::Ne) && zero(cmp->args[1]))
    c = cmp->args[0].wholeLocal();
  else if ((cmp->op == Opcode::Lt || cmp->op == Opcode::Ne) &&
           zero(cmp->args[0]))
    c = cmp->args[1].wholeLocal();
  const ir::Inst *cd = c ? onlyDef(*c) : nullptr;
  std::optional<unsigned> C =
      cd && cd->op == Opcode::Copy && cd->args.size() == 1
          ? cd->args[0].wholeLocal()
          : std::nullopt;
  if (!C || !at(cd) || at(cd)->block != P->id ||
      !unsignedInt(f.locals[*c].type))
    return std::nullopt;
  const std::vector<const ir::Inst *> *cds = two(*C);
  if (!cds)
    return std::nullopt;
  // The steps, both in B: L = x + step after the copy, C = c - 1; the
  // other assignment of each its init, a field of the iterator.
  const ir::Inst *lInit = nullptr, *cInit = nullptr;
  std::optional<uint64_t> step;
  bool lStep = false, cStep = false;
  for (const ir::Inst *d : *ld) {
    std::optional<Pt> p = at(d);
    bool isStep = false;
    if (p && p->block == B->id && p->idx > bp->idx && ir::isAddOp(d->op) &&
        d->op != Opcode::AddOverflow && d->args.size() == 2)
      for (int i = 0; i < 2 && !isStep; ++i)
        if (d->args[i].wholeLocal() == x && d->args[i].place.projs.empty() &&
            (step = stepOf(d->args[1 - i])))
          isStep = true;
    if (isStep)
      lStep = true;
    else if (d->op == Opcode::Copy && d->args.size() == 1 &&
             fieldPath(d->args[0], {0, 0}))
      lInit = d;
  }
  for (const ir::Inst *d : *cds) {
    std::optional<Pt> p = at(d);
    std::optional<uint64_t> one =
        d->args.size() == 2 ? constant(d->args[1]) : std::nullopt;
    if (p && p->block == B->id && ir::isSubOp(d->op) &&
        d->op != Opcode::SubOverflow && one && *one == 1 &&
        d->args[0].wholeLocal() == c && d->args[0].place.projs.empty())
      cStep = true;
    else if (d->op == Opcode::Copy && d->args.size() == 1 &&
             fieldPath(d->args[0], {0, 1}))
      cInit = d;
  }
  if (!lStep || !cStep || !lInit || !cInit)
    return std::nullopt;
  // The inits: one block I (neither P nor B), one iterator X.
  std::optional<Pt> li = at(lInit), ci = at(cInit);
  std::optional<unsigned> X = fieldPath(lInit->args[0], {0, 0}),
                          X2 = fieldPath(cInit->args[0], {0, 1});
  if (!li || !ci || li->block != ci->block || li->block == P->id ||
      li->block == B->id || !X || X != X2 || indirect.count(*X))
    return std::nullopt;
  std::optional<StepRange> s = stepRangeOf(*X);
  if (!s || !step || *step != s->step)
    return std::nullopt;
  return s;
}

std::optional<Index2D::StepItems>
Index2D::inlinedStepBy(const ir::Inst *cp) const {
  std::optional<StepRange> r = inlinedStepRange(cp);
  std::optional<unsigned> it =
      r && r->call->dest && r->call->dest->isLocal()
          ? std::optional<unsigned>(r->call->dest->local)
          : std::nullopt;
  return it ? stepByOf(*it) : std::nullopt;
}

template <class R>
std::optional<R> Index2D::stepWalk(
    unsigned local, int depth, std::optional<R> (Index2D::*of)(unsigned) const,
    std::optional<R> (Index2D::*inlined)(const ir::Inst *) const) const {
  const ir::Inst *d = onlyDef(local);
  if (!d || d->args.size() != 1 || depth > 8 ||
      !unsignedInt(f.locals[local].type))
    return std::nullopt;
  // copies and zero extensions keep the value
  if ((d->op == Opcode::Copy || d->op == Opcode::ZExt) &&
      d->args[0].wholeLocal() && d->args[0].place.projs.empty()) {
    if (std::optional<R> s =
            stepWalk(d->args[0].place.local, depth + 1, of, inlined))
      return s;
    return d->op == Opcode::Copy ? (this->*inlined)(d) : std::nullopt;
  }
  std::optional<unsigned> o =
      d->op == Opcode::Copy ? someField(d->args[0]) : std::nullopt;
  const ir::Inst *od = o ? onlyDef(*o) : nullptr;
  if (!od || od->args.size() != 1)
    return std::nullopt;
  // opt-level 3: `o = Some(x)`, x the inlined loop's item
  if (od->op == Opcode::OptionSome) {
    std::optional<unsigned> x = od->args[0].wholeLocal();
    return x && od->args[0].place.projs.empty()
               ? stepWalk(*x, depth + 1, of, inlined)
               : std::nullopt;
  }
  // opt-level 0: `o = next(&mut it)`, `it` only `next` advances
  // (ThreadValues' iterator refs), every assignment of it the same step_by
  if (od->op != Opcode::Intrinsic || od->call != Call::CoreIterNext)
    return std::nullopt;
  std::optional<unsigned> r = od->args[0].wholeLocal();
  std::optional<unsigned> it = r ? tv.iteratorOfNextRef(*r) : std::nullopt;
  auto dit = it ? defs.find(*it) : defs.end();
  if (dit == defs.end() || dit->second.empty())
    return std::nullopt;
  std::optional<R> all;
  for (const ir::Inst *di : dit->second) {
    // a whole assignment `it = move t`, t a step_by
    std::optional<unsigned> src = di->op == Opcode::Copy && di->args.size() == 1
                                      ? di->args[0].wholeLocal()
                                      : std::nullopt;
    std::optional<R> s = src && di->args[0].place.projs.empty()
                             ? (this->*of)(*src)
                             : std::nullopt;
    if (!s || (all && !(*all == *s)))
      return std::nullopt;
    all = s;
  }
  return all;
}

std::optional<Index2D::StepItems> Index2D::stepItems(unsigned local,
                                                     int depth) const {
  return stepWalk<StepItems>(local, depth, &Index2D::stepByOf,
                             &Index2D::inlinedStepBy);
}

std::optional<Index2D::StepRange> Index2D::stepRange(unsigned local,
                                                     int depth) const {
  // the range's bounds any values: `local` assigned once from an item of
  // one `step_by(lo..hi, S)` call (opt-level 0: every assignment of the
  // iterator `next` advances is a move of that call's result; 3: the
  // inlined loop of inlinedStepRange)
  return stepWalk<StepRange>(local, depth, &Index2D::stepRangeOf,
                             &Index2D::inlinedStepRange);
}

std::optional<AxisId> Index2D::stridedRow(const ir::Value &v,
                                          std::optional<Pt> at) const {
  const ir::Inst *d = source(v, at);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2 ||
      !unsignedInt(d->type, 32))
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<AxisId> a = axisId(d->args[i], this->at(d));
    std::optional<unsigned> k = d->args[1 - i].wholeLocal();
    if (!a || !a->c || a->step || !k || !d->args[1 - i].place.projs.empty())
      continue;
    std::optional<StepItems> s = stepItems(*k);
    // thread_idx.T + k < C for thread_idx.T < step (the obligation) and
    // every item: `block_idx * C + (thread_idx + k)` is then injective
    // over (block, thread) whatever item each thread is at, (thread_idx +
    // k) mod step being thread_idx + lo mod step.
    if (!s || s->step > 1024 || s->maxItem() + s->step > a->c)
      continue;
    a->step = s->step;
    a->lo = s->lo % s->step;
    return a;
  }
  return std::nullopt;
}

std::optional<Index2D::TileStepRow>
Index2D::tileStepRow(const ir::Value &v) const {
  // (thread_idx_y() + k) * C + thread_idx_x(): every product and sum
  // stays below (1024 + 2^40) * 1024 + 1024 < 2^51 (exact in 64 bits;
  // narrower widths are refused).
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2 ||
      !unsignedInt(d->type, 64))
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const ir::Inst *m = source(d->args[1 - i]);
    if (axisOf(d->args[i], Call::ThreadIdxX, Call::ThreadIdxY) != 'x' || !m ||
        !ir::isMulOp(m->op) || m->args.size() != 2 || !unsignedInt(m->type, 64))
      continue;
    for (int j = 0; j < 2; ++j) {
      std::optional<uint64_t> c = constant(m->args[1 - j]);
      const ir::Inst *r = source(m->args[j]);
      if (!c || *c == 0 || *c > 1024 || !r || !ir::isAddOp(r->op) ||
          r->args.size() != 2 || !unsignedInt(r->type, 64))
        continue;
      for (int l = 0; l < 2; ++l) {
        std::optional<unsigned> k = r->args[1 - l].wholeLocal();
        if (axisOf(r->args[l], Call::ThreadIdxX, Call::ThreadIdxY) != 'y' ||
            !k || !r->args[1 - l].place.projs.empty())
          continue;
        std::optional<StepItems> s = stepItems(*k);
        if (s && s->step <= 1024)
          return TileStepRow{*c, s->step, s->lo % s->step};
      }
    }
  }
  return std::nullopt;
}
