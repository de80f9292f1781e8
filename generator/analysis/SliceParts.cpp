//===- SliceParts.cpp - parts of a `&mut [T]` parameter (S5) --------------===//
//
// Reads the shape of a part of a kernel's `&mut` slice off the IR (see
// SliceParts.h): the bounds of `&mut y[a..b]` and `get_mut(a..b)` (a range
// literal; `b = a + c` through copies and rustc's overflow-checked add), the
// one `nth` a fresh `chunks_mut` iterator is used by, and the calls that
// hand every thread the whole slice.
//
//===----------------------------------------------------------------------===//
#include "analysis/SliceParts.h"

#include <functional>
#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

namespace {
/// The one instruction that assigns `local` (as a whole, nothing through a
/// projection); nullptr otherwise.
const ir::Inst *soleDef(const ir::Function &f, unsigned local,
                        unsigned *block = nullptr, size_t *index = nullptr) {
  const ir::Inst *d = nullptr;
  for (const ir::Block &b : f.blocks)
    for (size_t i = 0; i < b.insts.size(); ++i) {
      const ir::Inst &in = b.insts[i];
      if (!in.dest || in.dest->local != local)
        continue;
      if (!in.dest->isLocal() || d)
        return nullptr;
      d = &in;
      if (block)
        *block = b.id;
      if (index)
        *index = i;
    }
  return d;
}

/// `v` through plain copies of locals.
ir::Value resolve(const ir::Function &f, ir::Value v) {
  for (int k = 0; k < 16; ++k) {
    if (v.kind == ir::Value::Const || !v.place.isLocal())
      return v;
    const ir::Inst *d = soleDef(f, v.place.local);
    if (!d || d->op != ir::Opcode::Copy || d->args.size() != 1)
      return v;
    v = d->args[0];
  }
  return v;
}

/// A local assigned at most once (a parameter, or one definition).
bool assignedOnce(const ir::Function &f, unsigned local) {
  if (soleDef(f, local))
    return true;
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.dest && in.dest->local == local)
        return false;
  return local < f.locals.size() && f.locals[local].isArg;
}

/// `x` and `y` (resolved) computed by one integer +, - or * of equal
/// operands, every local on the way assigned once: `2 * i` computed twice
/// at O0 for `2 * i..2 * i + 2` (the value, or field 0 of the checked pair).
bool sameComputation(const ir::Function &f, const ir::Value &x,
                     const ir::Value &y, int depth) {
  if (depth == 0 || x.kind == ir::Value::Const || y.kind == ir::Value::Const ||
      x.place.projs.size() != y.place.projs.size() ||
      x.place.projs.size() > 1)
    return false;
  if (!x.place.projs.empty() &&
      (x.place.projs[0].kind != ir::Projection::Field ||
       y.place.projs[0].kind != ir::Projection::Field ||
       x.place.projs[0].index != 0 || y.place.projs[0].index != 0))
    return false;
  const ir::Inst *dx = soleDef(f, x.place.local),
                 *dy = soleDef(f, y.place.local);
  if (!dx || !dy || dx->op != dy->op || dx->args.size() != 2 ||
      dy->args.size() != 2 ||
      !(ir::isAddOp(dx->op) || ir::isSubOp(dx->op) || ir::isMulOp(dx->op)))
    return false;
  for (int k = 0; k < 2; ++k) {
    ir::Value a = resolve(f, dx->args[k]), b = resolve(f, dy->args[k]);
    if (a.kind == ir::Value::Const || b.kind == ir::Value::Const) {
      if (!(a.kind == b.kind && a.constant.kind == ir::Constant::Int &&
            b.constant.kind == ir::Constant::Int &&
            a.constant.bits == b.constant.bits &&
            a.constant.negative == b.constant.negative))
        return false;
      continue;
    }
    if (a.place.isLocal() && b.place.isLocal() &&
        a.place.local == b.place.local && assignedOnce(f, a.place.local))
      continue;
    if (!sameComputation(f, a, b, depth - 1))
      return false;
  }
  return true;
}

bool sameValue(const ir::Function &f, const ir::Value &a, const ir::Value &b) {
  ir::Value x = resolve(f, a), y = resolve(f, b);
  if (x.kind != ir::Value::Const && y.kind != ir::Value::Const &&
      x.place.local != y.place.local && sameComputation(f, x, y, 3))
    return true;
  if (x.kind == ir::Value::Const || y.kind == ir::Value::Const)
    return x.kind == y.kind && x.constant.kind == ir::Constant::Int &&
           y.constant.kind == ir::Constant::Int &&
           x.constant.bits == y.constant.bits &&
           x.constant.negative == y.constant.negative;
  if (x.place.local != y.place.local ||
      x.place.projs.size() != y.place.projs.size())
    return false;
  for (size_t i = 0; i < x.place.projs.size(); ++i) {
    const ir::Projection &a = x.place.projs[i], &b = y.place.projs[i];
    if (a.kind != ir::Projection::Field || b.kind != ir::Projection::Field ||
        a.index != b.index)
      return false; // fields of a local assigned once (`(_6.0)`) only
  }
  return x.place.projs.empty() ||
         soleDef(f, x.place.local) != nullptr;
}

/// `v = base OP c` for a constant `c`, OP the operation `isOp` accepts
/// (wrapping, unchecked, or the value of an overflow-checked one, whose
/// failure panics: `(_7.0)` of `_7 = AddWithOverflow(..)`).
std::optional<std::pair<ir::Value, uint64_t>>
opConst(const ir::Function &f, const ir::Value &v0,
        bool (*isOp)(ir::Opcode)) {
  ir::Value v = resolve(f, v0);
  if (v.kind == ir::Value::Const)
    return std::nullopt;
  bool field0 = v.place.projs.size() == 1 &&
                v.place.projs[0].kind == ir::Projection::Field &&
                v.place.projs[0].index == 0;
  if (!v.place.isLocal() && !field0)
    return std::nullopt;
  const ir::Inst *d = soleDef(f, v.place.local);
  if (!field0 && d && d->op == ir::Opcode::Copy && d->args.size() == 1 &&
      d->args[0].kind != ir::Value::Const &&
      d->args[0].place.projs.size() == 1 &&
      d->args[0].place.projs[0].kind == ir::Projection::Field &&
      d->args[0].place.projs[0].index == 0)
    d = soleDef(f, d->args[0].place.local);
  if (!d || !isOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  for (int k = 0; k < 2; ++k) {
    const ir::Value &c = d->args[k], &x = d->args[1 - k];
    if (c.kind == ir::Value::Const && c.constant.kind == ir::Constant::Int &&
        !c.constant.negative && x.kind != ir::Value::Const)
      return std::make_pair(resolve(f, x), c.constant.bits);
  }
  return std::nullopt;
}

std::optional<std::pair<ir::Value, uint64_t>>
plusConst(const ir::Function &f, const ir::Value &v) {
  return opConst(f, v, ir::isAddOp);
}
std::optional<std::pair<ir::Value, uint64_t>>
timesConst(const ir::Function &f, const ir::Value &v) {
  return opConst(f, v, ir::isMulOp);
}

/// `end - start` when it is a constant: `start + c`, or `(a + k) * w` for
/// `start = a * w` (`t * w..(t + 1) * w`: k * w elements; with wrapping
/// arithmetic the difference is k * w all the same, and Rust's check that
/// the end is not below the start stands).
std::optional<uint64_t> constLength(const ir::Function &f,
                                    const ir::Value &start,
                                    const ir::Value &end) {
  if (auto pc = plusConst(f, end); pc && sameValue(f, pc->first, start))
    return pc->second;
  auto e = timesConst(f, end), s = timesConst(f, start);
  if (!e || !s || e->second != s->second)
    return std::nullopt;
  if (auto pc = plusConst(f, e->first); pc && sameValue(f, pc->first, s->first)) {
    unsigned __int128 n = (unsigned __int128)pc->second * e->second;
    if (n >> 64)
      return std::nullopt;
    return uint64_t(n);
  }
  return std::nullopt;
}

/// The bounds of a `start..end` range literal.
std::optional<std::pair<ir::Value, ir::Value>>
rangeBounds(const ir::Function &f, const ir::Value &r) {
  ir::Value v = resolve(f, r);
  if (v.kind == ir::Value::Const || !v.place.isLocal())
    return std::nullopt;
  const ir::Inst *d = soleDef(f, v.place.local);
  if (!d || d->op != ir::Opcode::RangeLit || d->args.size() != 2)
    return std::nullopt;
  return std::make_pair(d->args[0], d->args[1]);
}

/// Every instruction that mentions `local` other than `except`.
std::vector<const ir::Inst *> usesOf(const ir::Function &f, unsigned local,
                                     const ir::Inst *except,
                                     bool *inTerminator) {
  std::vector<const ir::Inst *> r;
  auto mentions = [&](const ir::Place &p) { return p.local == local; };
  for (const ir::Block &b : f.blocks) {
    for (const ir::Inst &in : b.insts) {
      if (&in == except)
        continue;
      bool m = (in.dest && mentions(*in.dest)) ||
               ((in.op == ir::Opcode::Ref || in.op == ir::Opcode::RefMut ||
                 in.op == ir::Opcode::AddrOf || in.op == ir::Opcode::AddrOfMut ||
                 in.op == ir::Opcode::Len ||
                 in.op == ir::Opcode::Discriminant) &&
                mentions(in.src));
      for (const ir::Value &a : in.args)
        m |= a.kind != ir::Value::Const && mentions(a.place);
      if (m)
        r.push_back(&in);
    }
    if (b.term.cond.kind != ir::Value::Const && mentions(b.term.cond.place))
      *inTerminator = true;
    for (const ir::Value &a : b.term.args)
      if (a.kind != ir::Value::Const && mentions(a.place))
        *inTerminator = true;
  }
  return r;
}

unsigned blockOf(const ir::Function &f, const ir::Inst *in, size_t *idx) {
  for (const ir::Block &b : f.blocks)
    for (size_t i = 0; i < b.insts.size(); ++i)
      if (&b.insts[i] == in) {
        *idx = i;
        return b.id;
      }
  return ~0u;
}

/// `use` runs again only after `def` ran again: no path from `use`'s block
/// back to it avoids `def`'s block, and `def` comes first in a shared block.
bool oncePerDef(const ir::Function &f, const ir::Inst *def,
                const ir::Inst *use) {
  size_t di = 0, ui = 0;
  unsigned db = blockOf(f, def, &di), ub = blockOf(f, use, &ui);
  if (db == ~0u || ub == ~0u || (db == ub && ui < di))
    return false;
  std::set<unsigned> seen;
  std::vector<unsigned> work;
  if (const ir::Block *b = f.block(ub))
    for (unsigned s : b->term.successors())
      work.push_back(s);
  while (!work.empty()) {
    unsigned x = work.back();
    work.pop_back();
    if (x == ub && db != ub)
      return false;
    if (x == db || !seen.insert(x).second)
      continue;
    if (x == ub)
      return false;
    if (const ir::Block *b = f.block(x))
      for (unsigned s : b->term.successors())
        work.push_back(s);
  }
  return true;
}
} // namespace

SlicePart rsgpu::analysis::slicePartOf(const ir::Function &f,
                                       const ir::Inst &in) {
  SlicePart p;
  if (in.op != ir::Opcode::Intrinsic || in.args.empty())
    return p;
  switch (in.call) {
  case ir::Call::CoreSliceIterMut:
    p.kind = SlicePart::Whole;
    p.what = "iter_mut()";
    return p;
  case ir::Call::CoreSliceFill:
    p.kind = SlicePart::Whole;
    p.what = "fill(..)";
    return p;
  case ir::Call::CoreSliceCopyFromSlice:
    p.kind = SlicePart::Whole;
    p.what = "copy_from_slice(..)";
    return p;
  case ir::Call::CoreSliceSwapWithSlice:
    p.kind = SlicePart::Whole;
    p.what = "swap_with_slice(..)";
    return p;
  case ir::Call::CoreSliceReverse:
  case ir::Call::CoreSliceRevswap:
    p.kind = SlicePart::Whole;
    p.what = "reverse()";
    return p;
  case ir::Call::CoreSliceSortUnstable:
  case ir::Call::CoreSliceSortUnstableBy:
  case ir::Call::CoreSliceSortUnstableByKey:
  case ir::Call::CoreSliceInsertionSort:
    p.kind = SlicePart::Whole;
    p.what = in.call == ir::Call::CoreSliceSortUnstable ? "sort_unstable()"
             : in.call == ir::Call::CoreSliceSortUnstableBy
                 ? "sort_unstable_by(..)"
                 : "sort_unstable_by_key(..)";
    return p;
  case ir::Call::CoreSliceSwap:
    if (in.args.size() != 3)
      return p;
    p.kind = SlicePart::Swap;
    p.start = in.args[1];
    p.end = in.args[2];
    p.what = "swap(..)";
    return p;
  case ir::Call::CoreSliceGetMut:
  {
    const ir::Type *t = in.args.size() == 2 ? in.args[1].type : nullptr;
    if (!t && in.args.size() == 2 && in.args[1].kind != ir::Value::Const &&
        in.args[1].place.isLocal() && in.args[1].place.local < f.locals.size())
      t = f.locals[in.args[1].place.local].type;
    if (!t || t->kind != ir::Type::Range)
      return p; // `get_mut(i)`: an element, WriteUniqueness's own rule
  }
    [[fallthrough]];
  case ir::Call::CoreSliceIndexRangeMut: {
    p.kind = SlicePart::Range;
    p.what = in.call == ir::Call::CoreSliceGetMut ? "get_mut(a..b)"
                                                  : "&mut [a..b]";
    if (in.args.size() != 2)
      return p;
    auto b = rangeBounds(f, in.args[1]);
    if (!b)
      return p;
    p.start = b->first;
    p.end = b->second;
    ir::Value s = resolve(f, p.start), e = resolve(f, p.end);
    if (s.kind == ir::Value::Const && e.kind == ir::Value::Const &&
        s.constant.kind == ir::Constant::Int &&
        e.constant.kind == ir::Constant::Int &&
        e.constant.bits >= s.constant.bits)
      p.len = e.constant.bits - s.constant.bits;
    else
      p.len = constLength(f, p.start, p.end);
    return p;
  }
  case ir::Call::CoreSliceChunksMut:
  case ir::Call::CoreSliceChunksExactMut: {
    p.kind = SlicePart::Whole;
    p.what = in.call == ir::Call::CoreSliceChunksMut ? "chunks_mut(..)"
                                                     : "chunks_exact_mut(..)";
    if (in.args.size() != 2 || !in.dest || !in.dest->isLocal())
      return p;
    // The iterator, fresh, used by exactly one `nth` through one `&mut`.
    bool term = false;
    std::vector<const ir::Inst *> uses =
        usesOf(f, in.dest->local, &in, &term);
    if (term || uses.size() != 1 || uses[0]->op != ir::Opcode::RefMut ||
        !uses[0]->src.isLocal() || !uses[0]->dest || !uses[0]->dest->isLocal())
      return p;
    const ir::Inst *ref = uses[0];
    std::vector<const ir::Inst *> refUses =
        usesOf(f, ref->dest->local, ref, &term);
    if (term || refUses.size() != 1)
      return p;
    const ir::Inst *nth = refUses[0];
    if (nth->op != ir::Opcode::Intrinsic || nth->call != ir::Call::CoreIterNth ||
        nth->args.size() != 2 || nth->args[0].kind == ir::Value::Const ||
        !nth->args[0].place.isLocal() ||
        nth->args[0].place.local != ref->dest->local ||
        !oncePerDef(f, &in, nth))
      return p;
    p.kind = SlicePart::Chunk;
    p.start = nth->args[1];
    p.width = in.args[1];
    return p;
  }
  default:
    return p;
  }
}

namespace {
bool isCast(const ir::Inst &in) {
  return (in.op == ir::Opcode::PtrCast || in.op == ir::Opcode::Bitcast ||
          in.op == ir::Opcode::Copy) &&
         in.args.size() == 1 && in.args[0].kind != ir::Value::Const &&
         in.args[0].place.isLocal() && in.dest && in.dest->isLocal();
}
bool isSlicePtr(const ir::Function &f, unsigned local) {
  const ir::Type *t = local < f.locals.size() ? f.locals[local].type : nullptr;
  return t && (t->kind == ir::Type::Ptr || t->kind == ir::Type::Ref) &&
         t->elem && t->elem->kind == ir::Type::Slice;
}
/// The one instruction other than its definition that mentions `local`.
const ir::Inst *soleUse(const ir::Function &f, unsigned local) {
  bool term = false;
  const ir::Inst *def = soleDef(f, local);
  if (!def)
    return nullptr;
  std::vector<const ir::Inst *> u = usesOf(f, local, def, &term);
  return !term && u.size() == 1 ? u[0] : nullptr;
}
} // namespace

SlicePart rsgpu::analysis::rawPartOf(const ir::Function &f,
                                     const ir::Inst &cast) {
  SlicePart p;
  if (!isCast(cast))
    return p;
  // Everything derived from the pointer by casts, copies and offsets.
  std::set<unsigned> derived{cast.dest->local};
  for (bool grew = true; grew && derived.size() < 64;) {
    grew = false;
    for (const ir::Block &b : f.blocks)
      for (const ir::Inst &in : b.insts)
        if ((isCast(in) || in.op == ir::Opcode::PtrOffset) && in.dest &&
            in.dest->isLocal() && !in.args.empty() &&
            in.args[0].kind != ir::Value::Const &&
            in.args[0].place.isLocal() &&
            derived.count(in.args[0].place.local) &&
            derived.insert(in.dest->local).second)
          grew = true;
  }
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts)
      if (in.op == ir::Opcode::Intrinsic &&
          in.call == ir::Call::CoreSliceIterMutFromParts)
        for (const ir::Value &a : in.args)
          if (a.kind != ir::Value::Const && a.place.isLocal() &&
              derived.count(a.place.local)) {
            p.kind = SlicePart::Whole;
            p.what = "iter_mut()";
            return p;
          }
  // `*mut [T]` casts, then `as *mut T`, `Offset(p, a)`, `*mut [T] from`.
  unsigned cur = cast.dest->local;
  const ir::Inst *use = nullptr;
  for (int k = 0; k < 8 && isSlicePtr(f, cur); ++k) {
    use = soleUse(f, cur);
    if (!use || !isCast(*use) || use->args[0].place.local != cur)
      return p;
    cur = use->dest->local;
  }
  use = soleUse(f, cur);
  if (!use)
    return p;
  ir::Value start;
  start.kind = ir::Value::Const;
  start.constant.kind = ir::Constant::Int;
  if (use->op == ir::Opcode::PtrOffset && use->args.size() == 2 &&
      use->args[0].kind != ir::Value::Const &&
      use->args[0].place.isLocal() && use->args[0].place.local == cur &&
      use->dest && use->dest->isLocal()) {
    start = use->args[1];
    cur = use->dest->local;
    use = soleUse(f, cur);
    if (!use)
      return p;
  }
  if (use->op != ir::Opcode::PtrFromParts || use->args.size() != 2 ||
      use->args[0].kind == ir::Value::Const ||
      !use->args[0].place.isLocal() || use->args[0].place.local != cur)
    return p;
  p.kind = SlicePart::Range;
  p.what = "&mut [a..b]";
  p.start = start;
  p.end = start;
  p.endKnown = false;
  ir::Value len = resolve(f, use->args[1]);
  if (len.kind == ir::Value::Const) {
    if (len.constant.kind == ir::Constant::Int && !len.constant.negative)
      p.len = len.constant.bits;
    return p;
  }
  const ir::Inst *d =
      len.place.isLocal() ? soleDef(f, len.place.local) : nullptr;
  if (d && ir::isSubOp(d->op) && d->args.size() == 2 &&
      sameValue(f, d->args[1], start))
  {
    // `len = end - start`: the part is `[start..end]`, its length a
    // constant when the IR shows one (else the caller may still prove it,
    // WriteUniqueness's row parts)
    p.end = d->args[0];
    p.endKnown = true;
    if (std::optional<uint64_t> n = constLength(f, start, d->args[0]))
      p.len = n;
  }
  return p;
}
