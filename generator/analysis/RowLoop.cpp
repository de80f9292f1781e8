//===- RowLoop.cpp - S5 rows written in a loop ----------------------------===//
//
// Index2D::rowLoop: `y[base + j]` (or `y[base + j - c]`) with `base` a
// multiple of 2^k and the loop item `j` proven in [c, E), E <= 2^k, so the
// access stays in the part `y[base..base + E]` (docs/generator/analyses.md,
// "S5 rows written in a loop"). The bounds of `j`: the items of a range an
// iterator yields (`s..e`, `s..=e`, their `rev()`), opt-level 3's inlined
// counters, and a must-hold guard `j < E` on every path to the read.
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"
#include "ir/CallTable.h"

#include <algorithm>
#include <functional>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

namespace {
const ir::Type *intOf(const ir::Inst *in) {
  const ir::Type *t = in ? in->type : nullptr;
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int ? t : nullptr;
}
constexpr uint64_t kNoBound = ~uint64_t(0);
} // namespace

const ir::Inst *Index2D::onlyDef(unsigned l) const {
  auto it = defs.find(l);
  if (indirect.count(l) || l >= f.locals.size() || f.locals[l].isArg ||
      it == defs.end() || it->second.size() != 1)
    return nullptr;
  return it->second[0];
}

std::optional<std::pair<uint64_t, uint64_t>>
Index2D::rangeOf(const ir::Inst *x, int depth) const {
  for (int hops = 0; x && x->op == Opcode::Copy && hops < 8; ++hops) {
    std::optional<unsigned> n = x->args[0].wholeLocal();
    x = n ? onlyDef(*n) : nullptr;
  }
  if (!x || depth > 4)
    return std::nullopt;
  auto span = [&](const ir::Value &s, const ir::Value &e, bool inclusive)
      -> std::optional<std::pair<uint64_t, uint64_t>> {
    std::optional<uint64_t> lo = constIndex(s), hi = constIndex(e);
    if (!lo || !hi || *hi >= (uint64_t(1) << 62))
      return std::nullopt;
    return std::make_pair(*lo, *hi + (inclusive ? 1 : 0));
  };
  // `s..e`: Range::next yields `start` only while start < end, then
  // raises start; it never changes end.
  if (x->op == Opcode::RangeLit && x->args.size() == 2)
    return span(x->args[0], x->args[1], false);
  // `s..=e` (opt-level 0 calls RangeInclusive::new, 3 builds the struct
  // {start, end, exhausted}): next and next_back yield items in [s, e]
  // only, raising start or lowering end.
  if (x->op == Opcode::Intrinsic && x->call == Call::CoreRangeInclusiveNew &&
      x->args.size() == 2)
    return span(x->args[0], x->args[1], true);
  if (x->op == Opcode::StructLit && x->args.size() == 3 && x->dest &&
      x->dest->isLocal() && x->dest->local < f.locals.size()) {
    const ir::Type *t = f.locals[x->dest->local].type;
    if (t && t->kind == ir::Type::Iter && t->name == "RangeInclusive")
      return span(x->args[0], x->args[1], true);
  }
  // `r.rev()` of such a range (`<Iter as Iterator>::rev` for `s..=e`, and
  // for a rev() of a rev()): Rev::next is the range's next_back, which
  // yields end - 1 (end, inclusive) only while the range is not empty: the
  // same items in the other order.
  if (x->op == Opcode::Intrinsic &&
      (x->call == Call::CoreAdaptRev || x->call == Call::CoreAdaptRevIter) &&
      x->args.size() == 1)
    if (std::optional<unsigned> a = x->args[0].wholeLocal())
      if (const ir::Inst *ad = onlyDef(*a))
        return rangeOf(ad, depth + 1);
  return std::nullopt;
}

std::optional<std::pair<uint64_t, uint64_t>>
Index2D::nextItems(const ir::Inst *o) const {
  // `o = next(&mut it)` of an iterator `it` only `next` advances (nothing
  // else mutates it: ThreadValues::iteratorOfNextRef), every whole
  // assignment of it one of rangeOf's ranges: [lo, hi) over them all.
  if (!o || o->op != Opcode::Intrinsic ||
      (o->call != Call::RangeNext && o->call != Call::CoreIterNext) ||
      o->args.size() != 1)
    return std::nullopt;
  std::optional<unsigned> r = o->args[0].wholeLocal();
  std::optional<unsigned> it = r ? tv.iteratorOfNextRef(*r) : std::nullopt;
  if (!it)
    return std::nullopt;
  auto dit = defs.find(*it);
  if (dit == defs.end() || dit->second.empty())
    return std::nullopt;
  std::pair<uint64_t, uint64_t> all{kNoBound, 0};
  for (const ir::Inst *di : dit->second) {
    std::optional<std::pair<uint64_t, uint64_t>> s = rangeOf(di);
    if (!s)
      return std::nullopt;
    all.first = std::min(all.first, s->first);
    all.second = std::max(all.second, s->second);
  }
  return all;
}

std::optional<uint64_t> Index2D::guardBelow(unsigned J, Pt at) const {
  if (J >= f.locals.size() || f.locals[J].isArg || indirect.count(J) ||
      !f.locals[J].type || f.locals[J].type->kind != ir::Type::Int ||
      f.locals[J].type->isSigned)
    return std::nullopt; // a signed compare says nothing of the bits
  // Candidate bounds: each constant c a comparison reads gives `J < c`
  // and, inclusive, `J < c + 1`; the smallest one that holds wins.
  std::set<uint64_t> cands;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if ((in.op == Opcode::Lt || in.op == Opcode::Le || in.op == Opcode::Gt ||
           in.op == Opcode::Ge) &&
          in.args.size() == 2)
        for (const ir::Value &a : in.args)
          if (std::optional<uint64_t> c = constIndex(a);
              c && *c < (uint64_t(1) << 62) && cands.size() < 32) {
            cands.insert(*c);
            cands.insert(*c + 1);
          }
  for (uint64_t E : cands)
    if (E > 0 && holdsBelow(
                     J,
                     [&](const ir::Value &a, bool inclusive) {
                       std::optional<uint64_t> c = constIndex(a);
                       return c && (inclusive ? *c < E : *c <= E);
                     },
                     at))
      return E;
  return std::nullopt;
}

std::optional<uint64_t> Index2D::itemBelow(unsigned local, int depth) const {
  const ir::Inst *d = onlyDef(local);
  if (!d || (d->op != Opcode::Copy && d->op != Opcode::ZExt) ||
      d->args.size() != 1 || d->args[0].kind == ir::Value::Const)
    return std::nullopt;
  const ir::Place &src = d->args[0].place;
  std::optional<Pt> dp = at(d);
  if (src.isLocal()) {
    if (d->op == Opcode::Copy) {
      if (std::optional<uint64_t> e = counterBelow(d))
        return e;
      // `j = L` right after `L = X - c` (no wrap: unchecked or checked),
      // X at most U wherever it is read (upperBound): j <= U - c. The
      // inlined `(0..W).rev()` (opt-level 3) counts L down from W under
      // `0 < L`.
      if (const ir::Inst *s = source(d->args[0], dp);
          s && (s->op == Opcode::SubUnchecked || s->op == Opcode::SubOverflow) &&
          s->args.size() == 2)
        if (std::optional<unsigned> x = s->args[0].wholeLocal())
          if (std::optional<uint64_t> c = constIndex(s->args[1]); c && *c)
            if (std::optional<uint64_t> u = upperBound(*x); u && *u >= *c)
              return *u - *c + 1;
    }
    // `while j < W { y[row * W + j] = ..; j += 1 }`: `j < E` on every path
    // to the copy, j not assigned after the test (a zero extension keeps
    // the value).
    if (std::optional<uint64_t> e =
            dp ? guardBelow(src.local, *dp) : std::nullopt)
      return e;
    // `zext(a)` of `a = j` (`j as usize`): the copy's own proof
    return depth < 8 && onlyDef(src.local) ? itemBelow(src.local, depth + 1)
                                            : std::nullopt;
  }
  if (d->op != Opcode::Copy)
    return std::nullopt;
  // `(o as Some).0.0`: the count of `o = next(&mut it)`, it an Enumerate
  if (src.projs.size() == 3 && src.projs[0].kind == ir::Projection::Downcast &&
      src.projs[1].kind == ir::Projection::Field && src.projs[1].index == 0 &&
      src.projs[2].kind == ir::Projection::Field && src.projs[2].index == 0)
    return enumerateBelow(onlyDef(src.local));
  // `(o as Some).0`
  if (src.projs.size() != 2 || src.projs[0].kind != ir::Projection::Downcast ||
      src.projs[1].kind != ir::Projection::Field || src.projs[1].index != 0)
    return std::nullopt;
  const ir::Inst *o = onlyDef(src.local);
  if (!o)
    return std::nullopt;
  // `o = Some(v)`, v a copy of a counter (opt-level 3)
  if (o->op == Opcode::OptionSome && o->args.size() == 1) {
    std::optional<unsigned> v = o->args[0].wholeLocal();
    return v && depth < 8 ? itemBelow(*v, depth + 1) : std::nullopt;
  }
  if (std::optional<std::pair<uint64_t, uint64_t>> r = nextItems(o))
    return r->second;
  return std::nullopt;
}

std::optional<uint64_t> Index2D::counterBelow(const ir::Inst *cp) const {
  // The counter rule (opt-level 3): `x = L` in B, B's only predecessor P
  // ends in `switch (a < E)` with B on its true edge, `a` is L or a copy of
  // L made in P, and L is assigned neither after that point in P nor in B
  // before the copy.
  if (cp->op != Opcode::Copy || cp->args.size() != 1)
    return std::nullopt;
  std::optional<unsigned> L = cp->args[0].wholeLocal();
  std::optional<Pt> at = this->at(cp);
  if (!L || !at || indirect.count(*L) || f.locals[*L].isArg ||
      !f.locals[*L].type || f.locals[*L].type->kind != ir::Type::Int ||
      f.locals[*L].type->isSigned)
    return std::nullopt;
  // the entry block is also entered from outside: no only predecessor
  if (f.blocks.empty() || at->block == f.blocks[0].id)
    return std::nullopt;
  std::vector<unsigned> ps = cfg.predIds(at->block);
  if (ps.size() != 1)
    return std::nullopt;
  const ir::Block *P = f.block(ps[0]);
  const ir::Block *B = f.block(at->block);
  if (!P || !B || P == B)
    return std::nullopt;
  const ir::Terminator &t = P->term;
  if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
      t.cases[0].first != 0 || t.target != at->block ||
      t.cases[0].second == at->block)
    return std::nullopt;
  std::optional<unsigned> cl = t.cond.wholeLocal();
  if (!cl)
    return std::nullopt;
  // the comparison and the copy it compares, both in P
  const ir::Inst *cmp = nullptr;
  size_t cmpIdx = 0;
  for (size_t i = 0; i < P->insts.size(); ++i)
    if (P->insts[i].dest && P->insts[i].dest->isLocal() &&
        P->insts[i].dest->local == *cl) {
      cmp = &P->insts[i];
      cmpIdx = i;
    }
  if (!cmp || cmp->op != Opcode::Lt || cmp->args.size() != 2)
    return std::nullopt;
  std::optional<uint64_t> E = constant(cmp->args[1]);
  std::optional<unsigned> a = cmp->args[0].wholeLocal();
  if (!E || !a)
    return std::nullopt;
  size_t from = cmpIdx; // L's value is read here
  if (*a != *L) {
    // `a = L` in P before the comparison, `a` not assigned in between
    const ir::Inst *ca = nullptr;
    size_t caIdx = 0;
    for (size_t i = 0; i < cmpIdx; ++i)
      if (P->insts[i].dest && P->insts[i].dest->isLocal() &&
          P->insts[i].dest->local == *a) {
        ca = &P->insts[i];
        caIdx = i;
      }
    if (!ca || ca->op != Opcode::Copy || ca->args.size() != 1 ||
        ca->args[0].wholeLocal() != L || indirect.count(*a))
      return std::nullopt;
    from = caIdx;
  }
  for (size_t i = from + 1; i < P->insts.size(); ++i)
    if (P->insts[i].dest && P->insts[i].dest->local == *L)
      return std::nullopt;
  for (size_t i = 0; i < at->idx && i < B->insts.size(); ++i)
    if (B->insts[i].dest && B->insts[i].dest->local == *L)
      return std::nullopt;
  return E;
}

std::optional<uint64_t> Index2D::itemAbove(unsigned local) const {
  std::set<unsigned> visiting;
  return itemAbove(local, visiting);
}

std::optional<uint64_t>
Index2D::itemAbove(unsigned local, std::set<unsigned> &visiting) const {
  // The least value `local` can hold: the minimum over its assignments.
  // Each operation below is at least its local operand (copies, zero
  // extensions, sums that do not wrap), so a cycle back to a local being
  // bounded adds no smaller value: its other assignments bound it.
  if (visiting.count(local))
    return kNoBound;
  auto it = defs.find(local);
  if (visiting.size() > 16 || it == defs.end() || indirect.count(local) ||
      local >= f.locals.size() || f.locals[local].isArg ||
      !f.locals[local].type || f.locals[local].type->kind != ir::Type::Int ||
      f.locals[local].type->isSigned)
    return std::nullopt;
  visiting.insert(local);
  std::function<std::optional<uint64_t>(const ir::Value &)> operand =
      [&](const ir::Value &v) -> std::optional<uint64_t> {
    if (std::optional<uint64_t> c = constIndex(v))
      return c;
    if (std::optional<unsigned> l = v.wholeLocal())
      return itemAbove(*l, visiting);
    return std::nullopt;
  };
  auto sum = [&](const ir::Inst *a) -> std::optional<uint64_t> {
    // no wrap: unchecked (UB otherwise) or checked (a wrap panics)
    if (a->op != Opcode::AddUnchecked && a->op != Opcode::AddOverflow)
      return std::nullopt;
    std::optional<uint64_t> x = operand(a->args[0]), y = operand(a->args[1]);
    if (!x || !y)
      return std::nullopt;
    return *x > kNoBound - *y ? kNoBound : *x + *y;
  };
  uint64_t lo = kNoBound;
  for (const ir::Inst *d : it->second) {
    std::optional<uint64_t> b;
    if ((d->op == Opcode::Copy || d->op == Opcode::ZExt) &&
        d->args.size() == 1) {
      const ir::Place &src = d->args[0].place;
      if (d->args[0].kind == ir::Value::Const || src.isLocal())
        b = operand(d->args[0]);
      else if (d->op == Opcode::Copy && src.projs.size() == 1 &&
               src.projs[0].kind == ir::Projection::Field &&
               src.projs[0].index == 0) {
        // `(t.0)` of t = AddWithOverflow(..)
        if (const ir::Inst *a = onlyDef(src.local); a && a->args.size() == 2)
          b = sum(a);
      } else if (d->op == Opcode::Copy && src.projs.size() == 2 &&
                 src.projs[0].kind == ir::Projection::Downcast &&
                 src.projs[1].kind == ir::Projection::Field &&
                 src.projs[1].index == 0) {
        // `(o as Some).0`: a range's item is at least its start
        const ir::Inst *o = onlyDef(src.local);
        if (o && o->op == Opcode::OptionSome && o->args.size() == 1)
          b = operand(o->args[0]);
        else if (auto r = nextItems(o))
          b = r->first;
      }
    } else if (d->args.size() == 2) {
      b = sum(d);
    }
    if (!b) {
      visiting.erase(local);
      return std::nullopt;
    }
    lo = std::min(lo, *b);
  }
  visiting.erase(local);
  return lo;
}

std::optional<Index2D::RowLoop> Index2D::rowLoop(unsigned ix,
                                                 bool exactRows) const {
  // `(base + j) - c` (the per-row prefix sum's `y[row * W + j - 1]`): with
  // j >= c proven nothing wraps and the index is base + (j - c), j - c in
  // [0, E - c): inside the same part.
  ir::Value v;
  v.place.local = ix;
  uint64_t minus = 0;
  const ir::Inst *d = nullptr;
  if (const ir::Inst *s = source(v); s && ir::isSubOp(s->op) &&
                                     s->args.size() == 2) {
    std::optional<uint64_t> c = constIndex(s->args[1]);
    std::optional<unsigned> a = s->args[0].wholeLocal();
    if (!c || !*c || !a)
      return std::nullopt;
    minus = *c;
    d = addOf(*a);
  } else {
    d = addOf(ix);
  }
  if (!d)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const ir::Value &bv = d->args[i], &jv = d->args[1 - i];
    if (bv.kind == ir::Value::Const || !bv.place.isLocal() ||
        jv.kind == ir::Value::Const || !jv.place.isLocal())
      continue;
    const ir::Inst *m = source(bv);
    // `(row * 8) as usize + j`: the product in a narrower type, widened (a
    // zero extension keeps it a multiple of 8; whether distinct threads'
    // products differ is the injectivity of `base` the caller checks)
    if (m && m->op == Opcode::ZExt && m->args.size() == 1)
      m = source(m->args[0]);
    // `row.checked_mul(8).unwrap()` (opt-level 0 keeps both calls): the
    // product checked_mul computed, Some only when it did not wrap
    const ir::Type *mt = intOf(m);
    bool checkedMul = false;
    if (m && m->op == Opcode::Intrinsic && m->call == Call::CoreOptionUnwrap &&
        m->args.size() == 1)
      if (std::optional<unsigned> o = m->args[0].wholeLocal())
        if (const ir::Inst *c = onlyDef(*o);
            c && c->op == Opcode::Intrinsic && c->call == Call::CoreCheckedMul &&
            c->type && c->type->kind == ir::Type::Option) {
          m = c;
          mt = c->type->elem && c->type->elem->kind == ir::Type::Int
                   ? c->type->elem
                   : nullptr;
          checkedMul = true;
        }
    if (!m || m->args.size() != 2)
      continue;
    // the constant factor's power of two: 2^ctz(m)
    std::optional<unsigned> k;
    if (ir::isMulOp(m->op) || checkedMul) {
      for (int a = 0; a < 2 && !k; ++a)
        if (std::optional<uint64_t> c = constIndex(m->args[a]); c && *c)
          k = unsigned(__builtin_ctzll(*c));
    } else if (m->op == Opcode::ShlUnchecked || m->op == Opcode::Shl) {
      if (std::optional<uint64_t> c = constIndex(m->args[1]); c && *c < 64)
        k = unsigned(*c);
    }
    const ir::Type *t = intOf(d);
    if (!k || !t || t->isSigned || *k >= t->bits || !mt || *k >= mt->bits)
      continue;
    unsigned j = jv.place.local;
    std::optional<uint64_t> e = itemBelow(j);
    // j read by the add itself, a counter assigned more than once: a
    // guard `j < E` where the add reads it
    if (!e && !onlyDef(j))
      if (std::optional<Pt> p = at(d))
        e = guardBelow(j, *p);
    if (!e || *e == 0)
      continue;
    // A factor that is no power of two (`i * 3 + k`, k < 3): E at most the
    // factor, and no wrap anywhere (exactRow).
    bool exact = false;
    if (*e > (uint64_t(1) << *k)) {
      if (!exactRows)
        continue;
      std::optional<uint64_t> c;
      if (ir::isMulOp(m->op))
        for (int a = 0; a < 2 && !c; ++a)
          c = constIndex(m->args[a]);
      if (!c || *e > *c || *c > (uint64_t(1) << 31) || minus || !exactRow(m, d))
        continue;
      exact = true;
    }
    if (minus) {
      std::optional<uint64_t> lo = itemAbove(j);
      if (!lo || *lo < minus)
        continue;
    }
    return RowLoop{bv.place.local, *e, exact};
  }
  return std::nullopt;
}

bool Index2D::exactRow(const ir::Inst *m, const ir::Inst *d) const {
  // X: the product's non-constant operand
  const ir::Value *x = nullptr;
  for (int a = 0; a < 2 && !x; ++a)
    if (m->args[a].kind != ir::Value::Const && !constIndex(m->args[a]))
      x = &m->args[a];
  if (!x)
    return false;
  AbsVal v = tv.valueOf(*x);
  if (v.kind != AbsVal::Injective || v.gridStride)
    return false;
  auto noWrap = [](Opcode op) {
    return op == Opcode::AddOverflow || op == Opcode::AddUnchecked ||
           op == Opcode::MulOverflow || op == Opcode::MulUnchecked;
  };
  // Exact arithmetic of an exact X: distinct X are distinct numbers, X * c
  // + j (j < c) lies in [X * c, X * c + c).
  if (v.exact && noWrap(m->op) && noWrap(d->op))
    return true;
  // The id itself, below 2^32 (its proof's launch obligation): X * c + j <
  // 2^32 * 2^31 + 2^31 in 64 bits, no wrap.
  const ir::Type *mt = intOf(m), *dt = intOf(d);
  bool id =
      v.fn == "gid" || v.fn == "tid" ||
      (v.base == AbsVal::BlockConst && v.fn.rfind("block_idx.x*", 0) == 0 &&
       v.fn.size() > 16 && v.fn.compare(v.fn.size() - 4, 4, "+tid") == 0 &&
       v.fn.find_first_not_of("0123456789", 12) == v.fn.size() - 4);
  return id && mt && dt && mt->bits == 64 && dt->bits == 64;
}

std::optional<uint64_t> Index2D::rowStart(
    unsigned base, const std::function<bool(const ir::Value &, const ir::Inst *)>
                       &isRowOf) const {
  ir::Value v;
  v.place.local = base;
  const ir::Inst *m = source(v);
  const ir::Type *t = intOf(m);
  if (!m || m->args.size() != 2 || !t || t->isSigned || t->bits != 64)
    return std::nullopt;
  if (m->op == Opcode::ShlUnchecked || m->op == Opcode::Shl) {
    std::optional<uint64_t> c = constant(m->args[1]);
    if (c && *c <= 31 && isRowOf(m->args[0], m))
      return uint64_t(1) << *c;
    return std::nullopt;
  }
  if (!ir::isMulOp(m->op))
    return std::nullopt;
  for (int a = 0; a < 2; ++a)
    if (std::optional<uint64_t> c = constant(m->args[1 - a]);
        c && *c && *c <= (uint64_t(1) << 31) && isRowOf(m->args[a], m))
      return c;
  return std::nullopt;
}

std::optional<uint64_t> Index2D::leaderRow(unsigned base) const {
  // `block_idx_x() * m` (or `<< k`) in 64 bits, m <= 2^31: below 2^63, no
  // wrap, so blocks b != b' have disjoint parts [b * m, b * m + E) for E
  // <= 2^ctz(m) <= m.
  return rowStart(base, [&](const ir::Value &x, const ir::Inst *m) {
    return isIntrinsic(x, Call::BlockIdxX, at(m));
  });
}

std::optional<uint64_t> Index2D::warpRow(unsigned base) const {
  // `(gid / 32) * m` (or `<< k`) in 64 bits, m <= 2^31: the global id is
  // below 2^32 under the 1-D launch obligation, the warp number below
  // 2^27, the product below 2^58: no wrap, so warps w != w' have disjoint
  // parts [w * m, w * m + E) for E <= 2^ctz(m) <= m.
  return rowStart(base, [&](const ir::Value &x, const ir::Inst *) {
    std::optional<unsigned> l = x.wholeLocal();
    return l && isWarpOfGid(*l);
  });
}

bool Index2D::sameValue(const ir::Value &a, const ir::Value &b,
                        int depth) const {
  std::optional<uint64_t> ca = constIndex(a), cb = constIndex(b);
  if (ca || cb)
    return ca && cb && *ca == *cb;
  // One local assigned once (or an argument never assigned): one value per
  // thread wherever it is read.
  std::optional<unsigned> ra = copyRoot(a), rb = copyRoot(b);
  if (ra && rb && *ra == *rb && *ra < f.locals.size() &&
      (onlyDef(*ra) || (f.locals[*ra].isArg && !defs.count(*ra) &&
                        !indirect.count(*ra))))
    return true;
  // The same arithmetic of the same values (single-definition chains):
  // `row * 8` computed twice, as `x[row * 8..row * 8 + 8]` does.
  const ir::Inst *da = depth < 6 ? source(a) : nullptr;
  const ir::Inst *db = depth < 6 ? source(b) : nullptr;
  if (!da || !db || da->op != db->op || da->args.size() != 2 ||
      db->args.size() != 2 ||
      !(ir::isAddOp(da->op) || ir::isMulOp(da->op) || ir::isSubOp(da->op)) ||
      intOf(da) != intOf(db))
    return false;
  return sameValue(da->args[0], db->args[0], depth + 1) &&
         sameValue(da->args[1], db->args[1], depth + 1);
}

std::optional<uint64_t> Index2D::spanLen(const ir::Value &s,
                                         const ir::Value &e) const {
  // e = s + c: a wrap makes e < s, and a slice `[s..e]` (or `e - s`
  // without wrap) then panics, so where it does not, e - s = c.
  if (std::optional<uint64_t> lo = constIndex(s), hi = constIndex(e);
      lo && hi)
    return *hi >= *lo ? std::optional<uint64_t>(*hi - *lo) : std::nullopt;
  const ir::Inst *a = source(e);
  if (!a || !ir::isAddOp(a->op) || a->args.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i)
    if (std::optional<uint64_t> c = constIndex(a->args[1 - i]);
        c && sameValue(a->args[i], s))
      return c;
  return std::nullopt;
}

std::optional<uint64_t> Index2D::itemCount(const ir::Inst *x,
                                           int depth) const {
  for (int hops = 0; x && x->op == Opcode::Copy && hops < 8; ++hops) {
    std::optional<unsigned> n = x->args[0].wholeLocal();
    x = n ? onlyDef(*n) : nullptr;
  }
  if (!x || depth > 4)
    return std::nullopt;
  if (std::optional<std::pair<uint64_t, uint64_t>> r = rangeOf(x))
    return r->second > r->first ? r->second - r->first : 0;
  if (x->op != Opcode::Intrinsic)
    return std::nullopt;
  auto arg = [&](size_t i) -> const ir::Inst * {
    std::optional<unsigned> l =
        i < x->args.size() ? x->args[i].wholeLocal() : std::nullopt;
    return l ? onlyDef(*l) : nullptr;
  };
  // `r.rev()`: the same items
  if ((x->call == Call::CoreAdaptRev || x->call == Call::CoreAdaptRevIter) &&
      x->args.size() == 1)
    return itemCount(arg(0), depth + 1);
  // `x[s..e].iter()` (opt-level 0): a slice iterator yields the slice's
  // e - s elements (index_range panics unless s <= e <= len)
  if (x->call == Call::CoreSliceIter && x->args.size() == 1) {
    const ir::Inst *sl = arg(0), *r = nullptr;
    if (sl && sl->op == Opcode::Intrinsic &&
        sl->call == Call::CoreSliceIndexRange && sl->args.size() == 2)
      if (std::optional<unsigned> rl = sl->args[1].wholeLocal())
        r = onlyDef(*rl);
    if (r && r->op == Opcode::RangeLit && r->args.size() == 2)
      return spanLen(r->args[0], r->args[1]);
    // `a.iter()` of an array `a: [T; N]` (`&a` unsized to a slice): N
    if (sl && sl->op == Opcode::Unsize && sl->args.size() == 1) {
      const ir::Type *t = sl->args[0].type;
      if (std::optional<unsigned> l = sl->args[0].wholeLocal())
        t = f.locals[*l].type;
      if (t && t->kind == ir::Type::Ref && t->elem &&
          t->elem->kind == ir::Type::Array)
        return t->elem->len;
    }
    return std::nullopt;
  }
  // `slice::Iter { ptr, end }` (opt-level 3) with end = ptr + n elements
  // (through pointer casts): n items.
  if (x->call == Call::CoreSliceIterFromParts && x->args.size() == 2) {
    auto casts = [&](const ir::Value &v) {
      std::vector<unsigned> chain;
      std::optional<unsigned> l = v.wholeLocal();
      for (int i = 0; l && i < 12; ++i) {
        chain.push_back(*l);
        const ir::Inst *c = onlyDef(*l);
        if (!c || c->args.size() != 1 ||
            (c->op != Opcode::Bitcast && c->op != Opcode::PtrCast &&
             c->op != Opcode::Copy))
          break;
        l = c->args[0].wholeLocal();
      }
      return chain;
    };
    std::vector<unsigned> start = casts(x->args[0]), end = casts(x->args[1]);
    const ir::Inst *off = end.empty() ? nullptr : onlyDef(end.back());
    if (start.empty() || !off || off->op != Opcode::PtrOffset ||
        off->args.size() != 2)
      return std::nullopt;
    std::vector<unsigned> base = casts(off->args[0]);
    if (std::find_first_of(base.begin(), base.end(), start.begin(),
                           start.end()) == base.end())
      return std::nullopt;
    // n = e - s without wrap
    const ir::Value &nv = off->args[1];
    if (std::optional<uint64_t> c = constIndex(nv))
      return c;
    const ir::Inst *sub = source(nv);
    if (!sub || (sub->op != Opcode::SubUnchecked &&
                 sub->op != Opcode::SubOverflow) ||
        sub->args.size() != 2)
      return std::nullopt;
    return spanLen(sub->args[1], sub->args[0]);
  }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::enumerateBelow(const ir::Inst *o) const {
  // `o = next(&mut it)` of an Enumerate only `next` advances: each call
  // takes one item of the inner iterator and pairs it with the count,
  // which starts at k and rises by one per item; the inner iterator yields
  // at most n items, so every count is below k + n.
  if (!o || o->op != Opcode::Intrinsic || o->call != Call::CoreIterNext ||
      o->args.size() != 1)
    return std::nullopt;
  std::optional<unsigned> r = o->args[0].wholeLocal();
  std::optional<unsigned> it = r ? tv.iteratorOfNextRef(*r) : std::nullopt;
  auto dit = it ? defs.find(*it) : defs.end();
  if (dit == defs.end() || dit->second.empty())
    return std::nullopt;
  uint64_t bound = 0;
  for (const ir::Inst *x : dit->second) {
    for (int hops = 0; x && x->op == Opcode::Copy && hops < 8; ++hops) {
      std::optional<unsigned> n = x->args[0].wholeLocal();
      x = n ? onlyDef(*n) : nullptr;
    }
    std::optional<uint64_t> k, n;
    if (x && x->op == Opcode::Intrinsic && x->call == Call::CoreAdaptEnumerate &&
        x->args.size() == 1) {
      k = 0;
      if (std::optional<unsigned> a = x->args[0].wholeLocal())
        n = itemCount(onlyDef(*a));
    } else if (x && x->op == Opcode::StructLit && x->args.size() == 2 &&
               x->dest && x->dest->isLocal() &&
               x->dest->local < f.locals.size()) {
      // {iter, count} (opt-level 3)
      const ir::Type *t = f.locals[x->dest->local].type;
      if (t && t->kind == ir::Type::Iter && t->name == "Enumerate") {
        k = constIndex(x->args[1]);
        if (std::optional<unsigned> a = x->args[0].wholeLocal())
          n = itemCount(onlyDef(*a));
      }
    }
    if (!k || !n || *k >= (uint64_t(1) << 62) || *n >= (uint64_t(1) << 62))
      return std::nullopt;
    bound = std::max(bound, *k + *n);
  }
  return bound;
}
