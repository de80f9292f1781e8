//===- BlockRow.cpp - Index2D: block-stride rows, row parts ---------------===//
//
// Index2D's S5 rows of a runtime width: a block-stride counter below `n`
// writing `y[block_idx_x() * n + j]` (blockRow), the must analysis it
// rests on (holdsBelow, guardBelow), and `&mut y[X * n..(X + 1) * n]`
// (rowRange).
//
//===----------------------------------------------------------------------===//
#include "analysis/Index2D.h"

#include <algorithm>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Call;
using ir::Opcode;

namespace {
/// The integer type an instruction computes in (`.0` of a checked op).
const ir::Type *resultInt(const ir::Inst *in) {
  const ir::Type *t = in ? in->type : nullptr;
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  return t && t->kind == ir::Type::Int ? t : nullptr;
}
bool isU64(const ir::Type *t) {
  return t && t->kind == ir::Type::Int && !t->isSigned && t->bits == 64;
}
} // namespace

bool Index2D::blockStrideBelow(unsigned J, unsigned n, Pt at) const {
  // `J <= n` proves nothing more than `J < n + 1`: only strict bounds.
  return holdsBelow(
      J,
      [&](const ir::Value &a, bool inclusive) {
        return !inclusive && param(a) == n;
      },
      at);
}

bool Index2D::holdsBelow(
    unsigned J, const std::function<bool(const ir::Value &, bool)> &isBound,
    Pt at) const {
  if (f.blocks.empty() || indirect.count(J))
    return false;
  auto assigns = [&](const ir::Inst &in) {
    return in.dest && in.dest->local == J;
  };
  // The edges on which `J < n` starts to hold.
  std::set<std::pair<unsigned, unsigned>> gen;
  for (const ir::Block &b : f.blocks) {
    const ir::Terminator &t = b.term;
    if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
        t.cases[0].first != 0 || t.target == t.cases[0].second ||
        t.cond.kind == ir::Value::Const || !t.cond.place.isLocal())
      continue;
    size_t ci = b.insts.size();
    for (size_t i = 0; i < b.insts.size(); ++i)
      if (b.insts[i].dest && b.insts[i].dest->local == t.cond.place.local)
        ci = i;
    if (ci == b.insts.size())
      continue;
    const ir::Inst &c = b.insts[ci];
    if (!c.dest->projs.empty() || c.args.size() != 2)
      continue;
    // `a` is J itself or a copy of J made in this block before the
    // comparison (not reassigned in between): J's value is read at `from`.
    size_t from = ci;
    auto readsJ = [&](const ir::Value &a) {
      if (a.kind == ir::Value::Const || !a.place.isLocal())
        return false;
      if (a.place.local == J) {
        from = ci;
        return true;
      }
      size_t ai = ci;
      for (size_t i = 0; i < ci; ++i)
        if (b.insts[i].dest && b.insts[i].dest->local == a.place.local)
          ai = i;
      if (ai == ci || indirect.count(a.place.local))
        return false;
      const ir::Inst &d = b.insts[ai];
      if (d.op != Opcode::Copy || d.args.size() != 1 ||
          !d.dest->projs.empty() || d.args[0].kind == ir::Value::Const ||
          !d.args[0].place.isLocal() || d.args[0].place.local != J)
        return false;
      from = ai;
      return true;
    };
    // J < n on the true edge of `J < n` / `n > J` and the false edge of
    // `J >= n` / `n <= J`; J <= n (isBound's `inclusive`) on the true edge
    // of `J <= n` / `n >= J` and the false edge of `J > n` / `n < J`.
    auto cmp = [&](Opcode jFirst, Opcode nFirst, bool inclusive) {
      return (c.op == jFirst && readsJ(c.args[0]) &&
              isBound(c.args[1], inclusive)) ||
             (c.op == nFirst && readsJ(c.args[1]) &&
              isBound(c.args[0], inclusive));
    };
    bool lt =
        cmp(Opcode::Lt, Opcode::Gt, false) || cmp(Opcode::Le, Opcode::Ge, true);
    bool ge = !lt && (cmp(Opcode::Ge, Opcode::Le, false) ||
                      cmp(Opcode::Gt, Opcode::Lt, true));
    if (!lt && !ge)
      continue;
    bool later = false;
    for (size_t i = from + 1; i < b.insts.size(); ++i)
      later = later || assigns(b.insts[i]);
    if (!later)
      gen.insert({b.id, lt ? t.target : t.cases[0].second});
  }
  if (gen.empty())
    return false;
  // A must analysis: J < n at a block's entry when it holds on every edge
  // into it (a generating edge, or it held through the predecessor and
  // nothing there assigned J). The entry block: never.
  unsigned entry = f.blocks[0].id;
  std::map<unsigned, bool> in, kills;
  for (const ir::Block &b : f.blocks) {
    in[b.id] = b.id != entry;
    bool k = false;
    for (const ir::Inst &i : b.insts)
      k = k || assigns(i);
    kills[b.id] = k;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Block &b : f.blocks) {
      if (!in[b.id])
        continue;
      std::vector<unsigned> ps = cfg.predIds(b.id);
      if (ps.empty())
        continue; // unreachable
      for (unsigned p : ps)
        if (!gen.count({p, b.id}) && !(in[p] && !kills[p])) {
          in[b.id] = false;
          changed = true;
          break;
        }
    }
  }
  const ir::Block *b = f.block(at.block);
  if (!b || !in[at.block])
    return false;
  for (size_t i = 0; i < at.idx && i < b->insts.size(); ++i)
    if (assigns(b->insts[i]))
      return false;
  return true;
}

bool Index2D::blockStrideCounter(unsigned J, unsigned n) const {
  if (J >= f.locals.size() || f.locals[J].isArg || indirect.count(J) ||
      !isU64(f.locals[J].type))
    return false;
  auto it = defs.find(J);
  if (it == defs.end())
    return false;
  bool init = false;
  for (const ir::Inst *d : it->second) {
    std::optional<Pt> p = at(d);
    if (!p || (d->args.size() != 1 && !ir::isAddOp(d->op)))
      return false;
    // J = thread_idx_x() (through copies and zero extensions)
    if ((d->op == Opcode::ZExt || d->op == Opcode::Copy ||
         d->op == Opcode::Retype) &&
        d->args[0].kind != ir::Value::Const &&
        isIntrinsic(d->args[0], Call::ThreadIdxX, p)) {
      init = true;
      continue;
    }
    // J = J + block_dim_x(), or `(t.0)` of t = AddWithOverflow(J, ..)
    const ir::Inst *a = d;
    if (d->op == Opcode::Copy) {
      const ir::Place &src = d->args[0].place;
      if (d->args[0].kind == ir::Value::Const || src.projs.size() != 1 ||
          src.projs[0].kind != ir::Projection::Field ||
          src.projs[0].index != 0 || indirect.count(src.local))
        return false;
      auto dd = defs.find(src.local);
      if (dd == defs.end() || dd->second.size() != 1 ||
          dd->second[0]->op != Opcode::AddOverflow)
        return false;
      a = dd->second[0];
    }
    std::optional<Pt> ap = at(a);
    if (!ap || !ir::isAddOp(a->op) || a->args.size() != 2 ||
        !isU64(resultInt(a)))
      return false;
    bool step = false;
    for (int i = 0; i < 2 && !step; ++i) {
      const ir::Value &jv = a->args[i];
      step = jv.kind != ir::Value::Const && jv.place.isLocal() &&
             jv.place.local == J &&
             isIntrinsic(a->args[1 - i], Call::BlockDimX, ap) &&
             blockStrideBelow(J, n, *ap);
    }
    if (!step)
      return false;
  }
  return init;
}

std::optional<unsigned> Index2D::blockRow(unsigned ix) const {
  const ir::Inst *d = addOf(ix);
  if (!d || !isU64(resultInt(d)))
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const ir::Value &bv = d->args[i], &jv = d->args[1 - i];
    if (bv.kind == ir::Value::Const || jv.kind == ir::Value::Const ||
        !jv.place.isLocal())
      continue;
    const ir::Inst *m = source(bv, at(d));
    if (!m || !ir::isMulOp(m->op) || m->args.size() != 2 ||
        !isU64(resultInt(m)))
      continue;
    std::optional<unsigned> n;
    for (int k = 0; k < 2 && !n; ++k)
      if (isIntrinsic(m->args[k], Call::BlockIdxX, at(m)))
        n = param(m->args[1 - k]);
    if (!n)
      continue;
    // j: the counter J read by the add, or a copy of J assigned once (its
    // value is J's where the copy runs)
    unsigned J = jv.place.local;
    std::optional<Pt> pt = at(d);
    auto it = defs.find(J);
    if (!indirect.count(J) && it != defs.end() && it->second.size() == 1 &&
        it->second[0]->op == Opcode::Copy && it->second[0]->args.size() == 1 &&
        it->second[0]->args[0].kind != ir::Value::Const &&
        it->second[0]->args[0].place.isLocal() &&
        !(J < f.locals.size() && f.locals[J].isArg)) {
      pt = at(it->second[0]);
      J = it->second[0]->args[0].place.local;
    }
    if (pt && blockStrideCounter(J, *n) && blockStrideBelow(J, *n, *pt))
      return n;
  }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::gidSplit(const ir::Value &row,
                                          const ir::Value &lane,
                                          std::optional<Pt> rowAt,
                                          std::optional<Pt> laneAt) const {
  const ir::Inst *r = source(row, rowAt), *l = source(lane, laneAt);
  if (!r || !l || r->args.size() != 2 || l->args.size() != 2)
    return std::nullopt;
  // The operand: the exact global id (every thread's own value, below
  // 2^32 under the 1-D obligation of its proof).
  auto isGid = [&](const ir::Value &g) {
    if (g.kind == ir::Value::Const)
      return false;
    AbsVal v = tv.valueOf(g);
    return v.kind == AbsVal::Injective && v.base == AbsVal::Gid &&
           v.fn == "gid" && !v.gridStride;
  };
  if (!isGid(r->args[0]) || !isGid(l->args[0]))
    return std::nullopt;
  std::optional<uint64_t> d;
  if (r->op == Opcode::UDiv)
    d = constIndex(r->args[1]);
  else if (r->op == Opcode::LShr || r->op == Opcode::LShrUnchecked)
    if (std::optional<uint64_t> k = constIndex(r->args[1]); k && *k < 32)
      d = uint64_t(1) << *k;
  if (!d || *d == 0 || *d > (uint64_t(1) << 32))
    return std::nullopt;
  std::optional<uint64_t> m = constIndex(l->args[1]);
  bool ok = (l->op == Opcode::URem && m == *d) ||
            (l->op == Opcode::And && (*d & (*d - 1)) == 0 && m == *d - 1);
  return ok ? d : std::nullopt;
}

std::optional<Index2D::StepRow> Index2D::stepRow(unsigned ix) const {
  const ir::Inst *d = addOf(ix);
  if (!d || !isU64(resultInt(d)))
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const ir::Value &bv = d->args[i], &cv = d->args[1 - i];
    std::optional<unsigned> c = cv.wholeLocal();
    if (bv.kind == ir::Value::Const || !c || !cv.place.projs.empty())
      continue;
    std::optional<StepRange> s = stepRange(*c);
    const ir::Inst *m = s ? source(bv, at(d)) : nullptr;
    if (!m || !ir::isMulOp(m->op) || m->args.size() != 2 ||
        !isU64(resultInt(m)))
      continue;
    // c < n: the range's end is the width parameter
    std::optional<unsigned> n = param(s->range->args[1]);
    if (!n)
      continue;
    const ir::Value &lo = s->range->args[0];
    std::optional<Pt> rp = at(s->range), mp = at(m);
    for (int k = 0; k < 2; ++k) {
      if (param(m->args[1 - k]) != n)
        continue;
      const ir::Value &row = m->args[k];
      if (isIntrinsic(row, Call::BlockIdxX, mp) &&
          isIntrinsic(lo, Call::ThreadIdxX, rp))
        return StepRow{*n, s->step, 0};
      if (std::optional<uint64_t> dv = gidSplit(row, lo, mp, rp);
          dv && *dv <= s->step)
        return StepRow{*n, s->step, *dv};
    }
  }
  return std::nullopt;
}

std::optional<Index2D::RowRange> Index2D::rowRange(const ir::Value &start,
                                                   const ir::Value &end) const {
  // (X, n) of a product `X * n`, n a parameter
  auto product = [&](const ir::Value &v)
      -> std::optional<std::pair<const ir::Value *, unsigned>> {
    const ir::Inst *m = source(v);
    if (!m || !ir::isMulOp(m->op) || m->args.size() != 2 ||
        !isU64(resultInt(m)))
      return std::nullopt;
    for (int k = 0; k < 2; ++k)
      if (std::optional<unsigned> n = param(m->args[1 - k]);
          n && m->args[k].kind != ir::Value::Const)
        return std::make_pair(&m->args[k], *n);
    return std::nullopt;
  };
  auto s = product(start), e = product(end);
  if (!s || !e || s->second != e->second)
    return std::nullopt;
  // end's factor is `X + 1`
  const ir::Inst *a = source(*e->first);
  if (!a || !ir::isAddOp(a->op) || a->args.size() != 2 || !isU64(resultInt(a)))
    return std::nullopt;
  const ir::Value *xe = nullptr;
  for (int k = 0; k < 2; ++k)
    if (constant(a->args[1 - k]) == uint64_t(1) &&
        a->args[k].kind != ir::Value::Const)
      xe = &a->args[k];
  if (!xe)
    return std::nullopt;
  std::optional<unsigned> rs = copyRoot(*s->first), re = copyRoot(*xe);
  if (!rs || !re || *rs != *re)
    return std::nullopt;
  // X: the global or thread id itself, a fixed value per thread (below
  // grid_dim_x * block_dim_x under the 1-D obligation its proof adds)
  const AbsVal &x = tv.value(*rs);
  if (x.kind != AbsVal::Injective || x.gridStride ||
      !((x.base == AbsVal::Gid && x.fn == "gid") ||
        (x.base == AbsVal::Tid && x.fn == "tid")) ||
      !isU64(f.locals[*rs].type))
    return std::nullopt;
  return RowRange{*rs, s->second};
}
