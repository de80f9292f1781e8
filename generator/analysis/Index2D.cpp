//===- Index2D.cpp - S5 proofs for 2-D row-major indices ------------------===//
//
// Pattern matching on single-definition chains (copies, zero extensions,
// `.0` of overflow-checked arithmetic, in any operand order) plus one
// control fact: every path from the entry to the access takes the true edge
// of a `col < w` branch. Anything else is not a 2-D proof (the caller then
// reports RG0201).
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
bool isOverflow(Opcode op) {
  return op == Opcode::AddOverflow || op == Opcode::SubOverflow ||
         op == Opcode::MulOverflow;
}
} // namespace

Index2D::Index2D(const ir::Function &f, const ThreadValues &tv) : f(f), tv(tv) {
  for (const ir::Block &b : f.blocks) {
    for (size_t i = 0; i < b.insts.size(); ++i) {
      const ir::Inst &in = b.insts[i];
      where[&in] = Pt{b.id, i};
      if (in.dest && in.dest->projs.empty())
        defs[in.dest->local].push_back(&in);
      else if (in.dest)
        indirect.insert(in.dest->local);
      if (in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut)
        indirect.insert(in.src.local);
    }
    const ir::Terminator &t = b.term;
    if (t.kind == ir::Terminator::Br || t.kind == ir::Terminator::Assert ||
        t.kind == ir::Terminator::Switch)
      preds[t.target].push_back(b.id);
    for (auto &c : t.cases)
      preds[c.second].push_back(b.id);
  }
}

std::optional<Index2D::Pt> Index2D::at(const ir::Inst *in) const {
  auto it = where.find(in);
  if (it == where.end())
    return std::nullopt;
  return it->second;
}

/// The one definition of `local` that reaches `at` (a backward walk that
/// stops at definitions), or nullptr when several do, or a path from the
/// entry reaches `at` without one.
const ir::Inst *Index2D::reachingDef(unsigned local, Pt at) const {
  if (indirect.count(local) || local >= f.locals.size() ||
      f.locals[local].isArg)
    return nullptr;
  const ir::Inst *found = nullptr;
  std::set<unsigned> seen;
  std::vector<Pt> work{at};
  while (!work.empty()) {
    Pt p = work.back();
    work.pop_back();
    const ir::Block *b = f.block(p.block);
    if (!b)
      return nullptr;
    const ir::Inst *d = nullptr;
    for (size_t i = std::min(p.idx, b->insts.size()); i-- > 0;)
      if (b->insts[i].dest && b->insts[i].dest->local == local) {
        d = &b->insts[i];
        break;
      }
    if (d) {
      if (found && found != d)
        return nullptr;
      found = d;
      continue;
    }
    if (!f.blocks.empty() && p.block == f.blocks[0].id)
      return nullptr; // reaches the entry without a definition
    auto it = preds.find(p.block);
    if (it == preds.end())
      return nullptr;
    for (unsigned q : it->second)
      if (seen.insert(q).second) {
        const ir::Block *qb = f.block(q);
        if (!qb)
          return nullptr;
        work.push_back(Pt{q, qb->insts.size()});
      }
  }
  return found;
}

const ir::Inst *Index2D::source(const ir::Value &v,
                                std::optional<Pt> at) const {
  if (v.kind == ir::Value::Const)
    return nullptr;
  const ir::Place *p = &v.place;
  for (int depth = 0; depth < 32; ++depth) {
    bool field = p->projs.size() == 1 &&
                 p->projs[0].kind == ir::Projection::Field;
    bool field0 = field && p->projs[0].index == 0;
    if (!p->isLocal() && !field)
      return nullptr;
    // A local borrowed mutably or written in place (`*r = 0` after
    // `r = &mut j`) is memory: its assignments are not all its writes.
    if (indirect.count(p->local))
      return nullptr;
    auto it = defs.find(p->local);
    if (it == defs.end())
      return nullptr;
    const ir::Inst *d = nullptr;
    if (it->second.size() == 1)
      d = it->second[0];
    else if (at)
      d = reachingDef(p->local, *at);
    if (!d)
      return nullptr;
    // `let (tx, ty) = (thread_idx_x() as usize, ..)` at opt-level 0: a
    // field of a tuple built once and never written in place or borrowed
    // mutably is the operand it was built from.
    if (field && d->op == Opcode::Tuple && !indirect.count(p->local) &&
        p->projs[0].index < d->args.size() &&
        d->args[p->projs[0].index].kind != ir::Value::Const) {
      p = &d->args[p->projs[0].index].place;
      at = this->at(d);
      continue;
    }
    if (field)
      return field0 && isOverflow(d->op) ? d : nullptr;
    if ((d->op == Opcode::Copy || d->op == Opcode::ZExt ||
         d->op == Opcode::Retype) &&
        d->args.size() == 1 && d->args[0].kind != ir::Value::Const) {
      p = &d->args[0].place;
      at = this->at(d);
      continue;
    }
    return d;
  }
  return nullptr;
}

/// The defining add of local `ix` (through copies, zero extensions and `.0`
/// of a checked add): the prologue of every `a + b` index pattern below.
const ir::Inst *Index2D::addOf(unsigned ix) const {
  ir::Value v;
  v.place.local = ix;
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return nullptr;
  return d;
}

bool Index2D::isIntrinsic(const ir::Value &v, Call call,
                          std::optional<Pt> at) const {
  const ir::Inst *d = source(v, at);
  return d && d->op == Opcode::Intrinsic && d->call == call;
}

std::optional<uint64_t> Index2D::constant(const ir::Value &v) const {
  if (v.kind == ir::Value::Const && v.constant.kind == ir::Constant::Int &&
      !v.constant.negative)
    return v.constant.bits;
  return std::nullopt;
}

/// 'x'/'y' when `v` is the coordinate `x` / `y`, else 0.
char Index2D::axisOf(const ir::Value &v, Call x, Call y,
                     std::optional<Pt> at) const {
  if (isIntrinsic(v, x, at))
    return 'x';
  if (isIntrinsic(v, y, at))
    return 'y';
  return 0;
}

std::optional<AxisId> Index2D::axisId(const ir::Value &v,
                                      std::optional<Pt> at) const {
  // Every operand is resolved at the instruction that reads it: an id
  // reassigned (`x = ..`) is the definition that reaches that read.
  const ir::Inst *d = source(v, at);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    char t =
        axisOf(d->args[i], Call::ThreadIdxX, Call::ThreadIdxY, this->at(d));
    const ir::Inst *m = source(d->args[1 - i], this->at(d));
    if (!t || !m || !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j) {
      char b =
          axisOf(m->args[j], Call::BlockIdxX, Call::BlockIdxY, this->at(m));
      if (!b)
        continue;
      if (axisOf(m->args[1 - j], Call::BlockDimX, Call::BlockDimY,
                 this->at(m)) == b &&
          t == b)
        return AxisId{b, t, 0};
      std::optional<uint64_t> c = constant(m->args[1 - j]);
      if (c && *c > 0 && *c <= (1ull << 31))
        return AxisId{b, t, *c};
    }
  }
  return std::nullopt;
}

std::optional<AxisId> Index2D::axisOfTerms(const ir::Value &tv,
                                           const ir::Value &mv,
                                           std::optional<Pt> at) const {
  char t = axisOf(tv, Call::ThreadIdxX, Call::ThreadIdxY, at);
  const ir::Inst *m = source(mv, at);
  if (!t || !m || !ir::isMulOp(m->op) || m->args.size() != 2)
    return std::nullopt;
  for (int j = 0; j < 2; ++j) {
    char b = axisOf(m->args[j], Call::BlockIdxX, Call::BlockIdxY, this->at(m));
    if (!b)
      continue;
    if (axisOf(m->args[1 - j], Call::BlockDimX, Call::BlockDimY, this->at(m)) ==
            b &&
        t == b)
      return AxisId{b, t, 0};
    std::optional<uint64_t> c = constant(m->args[1 - j]);
    if (c && *c > 0 && *c <= (1ull << 31))
      return AxisId{b, t, *c};
  }
  return std::nullopt;
}

std::optional<RowMajor>
Index2D::rowMajorReassociated(const ir::Inst *d, unsigned block) const {
  // d = (row * w + bid * k) + tid: the sum of the same three terms as
  // row * w + (bid * k + tid). Unsigned, so no partial sum exceeds the whole
  // and a wrap of one spelling is a wrap of the other (r.bits below).
  for (int i = 0; i < 2; ++i) {
    const ir::Inst *p = source(d->args[1 - i], at(d));
    if (!p || !ir::isAddOp(p->op) || p->args.size() != 2)
      continue;
    for (int k = 0; k < 2; ++k) {
      std::optional<AxisId> col = axisOfTerms(d->args[i], p->args[k], at(p));
      const ir::Inst *m = source(p->args[1 - k], at(p));
      if (!col || !m || !ir::isMulOp(m->op) || m->args.size() != 2)
        continue;
      for (int j = 0; j < 2; ++j) {
        std::optional<AxisId> row = axisId(m->args[j], at(m));
        std::optional<WidthRef> w = widthRef(m->args[1 - j]);
        if (!row || !w || row->blockAxis == col->blockAxis ||
            row->threadAxis == col->threadAxis || !guarded(block, *col, *w))
          continue;
        RowMajor r;
        r.width = w->local;
        r.field = w->field;
        r.checked = d->op == Opcode::AddOverflow &&
                    p->op == Opcode::AddOverflow &&
                    m->op == Opcode::MulOverflow;
        for (const ir::Inst *op : {d, p, m}) {
          const ir::Type *t = op->type;
          if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
            t = t->elems[0];
          if (!t || t->kind != ir::Type::Int || t->isSigned)
            return std::nullopt;
          r.bits = std::min(r.bits, t->bits);
        }
        for (const AxisId &a : {*col, *row})
          if (a.c)
            r.maxBlockDim[a.threadAxis == 'y'] = a.c;
        r.fnKey = axisKey(*row) + "," + axisKey(*col);
        return r;
      }
    }
  }
  return std::nullopt;
}

/// `v` = thread_idx_<add>() + thread_idx_<mul>() * C (either operand order),
/// 0 < C <= 1024: C.
std::optional<uint64_t> Index2D::axisTileIndex(const ir::Value &v, char add,
                                               char mul) const {
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const ir::Inst *m = source(d->args[1 - i]);
    if (axisOf(d->args[i], Call::ThreadIdxX, Call::ThreadIdxY) != add || !m ||
        !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j) {
      std::optional<uint64_t> c = constant(m->args[1 - j]);
      if (axisOf(m->args[j], Call::ThreadIdxX, Call::ThreadIdxY) == mul && c &&
          *c > 0 && *c <= 1024)
        return c;
    }
  }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::tileIndex(const ir::Value &v) const {
  return axisTileIndex(v, 'x', 'y');
}

std::optional<uint64_t> Index2D::transposedTileIndex(const ir::Value &v) const {
  return axisTileIndex(v, 'y', 'x');
}

/// The scalar kernel parameter `v` copies (never reassigned), if any.
std::optional<unsigned> Index2D::param(const ir::Value &v) const {
  if (v.kind == ir::Value::Const || !v.place.isLocal())
    return std::nullopt;
  unsigned l = v.place.local;
  for (int depth = 0; depth < 32; ++depth) {
    if (indirect.count(l)) // a `mut` parameter written through `&mut`
      return std::nullopt;
    if (f.locals[l].isArg)
      return defs.count(l) || !f.locals[l].type ||
                     f.locals[l].type->kind != ir::Type::Int
                 ? std::nullopt
                 : std::optional<unsigned>(l);
    auto it = defs.find(l);
    if (it == defs.end() || it->second.size() != 1)
      return std::nullopt;
    const ir::Inst *d = it->second[0];
    // Copies and zero extensions (`p as usize`): the same number.
    if ((d->op != Opcode::Copy && d->op != Opcode::ZExt) ||
        d->args.size() != 1 || d->args[0].kind == ir::Value::Const ||
        !d->args[0].place.isLocal())
      return std::nullopt;
    l = d->args[0].place.local;
  }
  return std::nullopt;
}

std::optional<Index2D::WidthRef>
Index2D::widthRef(const ir::Value &v) const {
  if (std::optional<unsigned> p = param(v))
    return WidthRef{*p, -1};
  // an integer (copies keep the type: the field is one too)
  if (v.kind == ir::Value::Const || !v.place.isLocal() ||
      v.place.local >= f.locals.size() || !f.locals[v.place.local].type ||
      f.locals[v.place.local].type->kind != ir::Type::Int)
    return std::nullopt;
  ir::Place pl = v.place;
  for (int depth = 0; depth < 16; ++depth) {
    if (pl.projs.size() == 1 && pl.projs[0].kind == ir::Projection::Field) {
      unsigned l = pl.local;
      if (l >= f.locals.size() || indirect.count(l))
        return std::nullopt;
      unsigned k = pl.projs[0].index;
      // `(p.k)` of a struct parameter nothing assigns
      if (f.locals[l].isArg) {
        const ir::Type *st = f.locals[l].type;
        if (defs.count(l) || !st || st->kind != ir::Type::Struct)
          return std::nullopt;
        return WidthRef{l, int(k)};
      }
      // `(t.k)` of a tuple built once: its k-th operand
      auto it = defs.find(l);
      if (it == defs.end() || it->second.size() != 1 ||
          it->second[0]->op != Opcode::Tuple ||
          k >= it->second[0]->args.size() ||
          it->second[0]->args[k].kind == ir::Value::Const)
        return std::nullopt;
      pl = it->second[0]->args[k].place;
      continue;
    }
    if (!pl.isLocal() || indirect.count(pl.local))
      return std::nullopt;
    auto it = defs.find(pl.local);
    if (it == defs.end() || it->second.size() != 1 ||
        it->second[0]->op != Opcode::Copy || it->second[0]->args.size() != 1 ||
        it->second[0]->args[0].kind == ir::Value::Const)
      return std::nullopt;
    pl = it->second[0]->args[0].place;
  }
  return std::nullopt;
}

/// Whether every path from the entry to `block` takes an edge on which
/// `col < w` holds (col the global x id): the true edge of `col < w` or
/// `w > col`, the false edge of `col >= w` or `w <= col` (the early return
/// `if r >= rows || c >= cols { return; }`).
bool Index2D::guarded(unsigned block, const AxisId &col,
                      const WidthRef &w) const {
  std::set<std::pair<unsigned, unsigned>> edges;
  for (const ir::Block &b : f.blocks) {
    const ir::Terminator &t = b.term;
    if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
        t.cases[0].first != 0)
      continue;
    const ir::Inst *c = source(t.cond, Pt{b.id, b.insts.size()});
    if (!c || c->args.size() != 2)
      continue;
    auto isCol = [&](size_t i) { return axisId(c->args[i], at(c)) == col; };
    auto isW = [&](size_t i) { return widthRef(c->args[i]) == w; };
    if ((c->op == Opcode::Lt && isCol(0) && isW(1)) ||
        (c->op == Opcode::Gt && isW(0) && isCol(1)))
      edges.insert({b.id, t.target});
    if ((c->op == Opcode::Ge && isCol(0) && isW(1)) ||
        (c->op == Opcode::Le && isW(0) && isCol(1)))
      edges.insert({b.id, t.cases[0].second});
  }
  return dominated(block, edges);
}

bool Index2D::isBlockIdxX(unsigned ix) const {
  ir::Value v;
  v.place.local = ix;
  return isIntrinsic(v, Call::BlockIdxX);
}

bool Index2D::leaderOnly(unsigned block) const {
  return zeroEdges(block, [&](const ir::Value &v) {
    AbsVal a = tv.valueOf(v);
    return a.kind == AbsVal::Injective && a.base == AbsVal::Tid &&
           a.fn == "tid";
  });
}

std::optional<uint64_t> Index2D::constIndex(const ir::Value &v,
                                            int depth) const {
  if (std::optional<uint64_t> c = constant(v))
    return c;
  const ir::Inst *d = depth < 8 ? source(v) : nullptr;
  if (!d)
    return std::nullopt;
  if (d->op == Opcode::Copy && d->args.size() == 1)
    return constant(d->args[0]);
  if ((d->op == Opcode::AddOverflow || d->op == Opcode::AddUnchecked ||
       d->op == Opcode::AddWrap) &&
      d->args.size() == 2) {
    std::optional<uint64_t> x = constIndex(d->args[0], depth + 1),
                            y = constIndex(d->args[1], depth + 1);
    if (x && y && *x < (uint64_t(1) << 62) && *y < (uint64_t(1) << 62))
      return *x + *y;
  }
  // `W - 1` of constants (`0..=W - 1` at opt-level 0): no wrap when x >= y,
  // so any flavour of subtraction computes x - y.
  if ((d->op == Opcode::SubOverflow || d->op == Opcode::SubUnchecked ||
       d->op == Opcode::SubWrap) &&
      d->args.size() == 2) {
    std::optional<uint64_t> x = constIndex(d->args[0], depth + 1),
                            y = constIndex(d->args[1], depth + 1);
    if (x && y && *x >= *y)
      return *x - *y;
  }
  // `H / 2`, `H * 2`, `1 << k` of constants (opt-level 0 computes a named
  // constant's expression at run time): the exact value, when it is one
  // (unsigned division by a non-zero constant; no product past 2^62).
  if (d->args.size() == 2 &&
      (d->op == Opcode::UDiv || ir::isMulOp(d->op) || d->op == Opcode::Shl ||
       d->op == Opcode::ShlUnchecked)) {
    std::optional<uint64_t> x = constIndex(d->args[0], depth + 1),
                            y = constIndex(d->args[1], depth + 1);
    if (!x || !y)
      return std::nullopt;
    if (d->op == Opcode::UDiv)
      return *y ? std::optional<uint64_t>(*x / *y) : std::nullopt;
    uint64_t r;
    if (ir::isMulOp(d->op))
      return __builtin_mul_overflow(*x, *y, &r) || r >= (uint64_t(1) << 62)
                 ? std::nullopt
                 : std::optional<uint64_t>(r);
    if (*y < 62 && *x < (uint64_t(1) << (62 - *y)))
      return *x << *y;
  }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::tidPlusConst(const ir::Value &v) const {
  if (isTid(v))
    return 0;
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<uint64_t> k = constIndex(d->args[1 - i]);
    if (!k || !isTid(d->args[i]))
      continue;
    // A checked sum, or a wrapping one (O3) that cannot wrap:
    // thread_idx_x() is below 1024 (max_threads_per_block, checked at every
    // launch), so 1023 + k must fit the width (`t + 128` in u32 or u16).
    unsigned bits = d->type && d->type->kind == ir::Type::Int ? d->type->bits : 0;
    bool noWrap = (d->op != Opcode::AddWrap && d->op != Opcode::AddFlagged) ||
                  (bits >= 64 && *k < (uint64_t(1) << 62)) ||
                  (bits && bits < 64 && *k + 1023 < (uint64_t(1) << bits));
    if (noWrap)
      return k;
  }
  return std::nullopt;
}

bool Index2D::laneLeaderOnly(unsigned block) const {
  return zeroEdges(
      block,
      [&](const ir::Value &v) {
    if (isIntrinsic(v, ir::Call::LaneId))
      return true;
    // `gid % WARP_SIZE` (or `gid & 31`) of the exact global id: lane_id()
    // in a 1-D launch of whole warps, the obligations of the rule that
    // asks; and gid % 32 == 0 alone keeps gid / 32 one per thread.
    const ir::Inst *d = source(v);
    if (!d || d->args.size() != 2)
      return false;
    std::optional<uint64_t> c = castConstant(d->args[1]);
    bool lane = c && ((d->op == Opcode::URem && *c == 32) ||
                      (d->op == Opcode::And && *c == 31));
    AbsVal a = tv.valueOf(d->args[0]);
    return lane && a.kind == AbsVal::Injective && a.base == AbsVal::Gid &&
           a.fn == "gid" && !a.gridStride;
      },
      /*below=*/32); // one lane L < 32 of each warp: one thread per warp
}

std::optional<uint64_t> Index2D::castConstant(const ir::Value &v) const {
  if (std::optional<uint64_t> c = constant(v))
    return c;
  // `WARP_SIZE as usize` (O0): a zero extension of the constant
  if (const ir::Inst *z = source(v))
    if ((z->op == Opcode::ZExt || z->op == Opcode::Copy) && z->args.size() == 1)
      return constant(z->args[0]);
  return std::nullopt;
}

bool Index2D::isWarpOfTid(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d || d->args.size() != 2)
    return false;
  std::optional<uint64_t> c = castConstant(d->args[1]);
  bool warp = c && ((d->op == Opcode::UDiv && *c == 32) ||
                    ((d->op == Opcode::LShr || d->op == Opcode::LShrUnchecked) &&
                     *c == 5));
  AbsVal a = tv.valueOf(d->args[0]);
  return warp && a.kind == AbsVal::Injective && a.base == AbsVal::Tid &&
         a.fn == "tid" && !a.gridStride;
}

bool Index2D::laneIdZeroOnly(unsigned block) const {
  return zeroEdges(block, [&](const ir::Value &v) {
    return isIntrinsic(v, ir::Call::LaneId);
  });
}

bool Index2D::isWarpOfGid(unsigned ix) const {
  ir::Value v;
  v.place.local = ix;
  const ir::Inst *d = source(v);
  if (!d || d->args.size() != 2)
    return false;
  std::optional<uint64_t> c = castConstant(d->args[1]);
  bool warp = c && ((d->op == Opcode::UDiv && *c == 32) ||
                    ((d->op == Opcode::LShr || d->op == Opcode::LShrUnchecked) &&
                     *c == 5));
  AbsVal a = tv.valueOf(d->args[0]);
  return warp && a.kind == AbsVal::Injective && a.base == AbsVal::Gid &&
         a.fn == "gid" && !a.gridStride;
}

bool Index2D::zeroEdges(
    unsigned block, const std::function<bool(const ir::Value &)> &isTid,
    uint64_t below) const {
  // `id == c` for one constant c < below (0 unless the caller says)
  std::optional<uint64_t> which;
  auto isZero = [&](const ir::Value &v) {
    if (!(v.kind == ir::Value::Const && v.constant.kind == ir::Constant::Int &&
          !v.constant.negative && v.constant.bits < below))
      return false;
    if (which && *which != v.constant.bits)
      return false; // one lane for every path
    which = v.constant.bits;
    return true;
  };
  std::set<std::pair<unsigned, unsigned>> edges;
  for (const ir::Block &b : f.blocks) {
    const ir::Terminator &t = b.term;
    if (t.kind != ir::Terminator::Switch)
      continue;
    // switchInt(t) -> [0: leader, ..]
    if (isTid(t.cond)) {
      for (auto &[v, target] : t.cases)
        if (v < below && (!which || *which == v)) {
          which = v;
          edges.insert({b.id, target});
        }
      continue;
    }
    // c = (t == 0); switchInt(c) -> [0: others, otherwise: leader]
    const ir::Inst *c = source(t.cond);
    if (c && c->op == Opcode::Eq && c->args.size() == 2 &&
        t.cases.size() == 1 && t.cases[0].first == 0 &&
        ((isTid(c->args[0]) && isZero(c->args[1])) ||
         (isTid(c->args[1]) && isZero(c->args[0]))))
      edges.insert({b.id, t.target});
    // c = (t != 0); switchInt(c) -> [0: leader, otherwise: others] (`if
    // lane_id() != 0 {} else { .. }`: the false edge of `!=`)
    if (c && c->op == Opcode::Ne && c->args.size() == 2 &&
        t.cases.size() == 1 && t.cases[0].first == 0 &&
        ((isTid(c->args[0]) && isZero(c->args[1])) ||
         (isTid(c->args[1]) && isZero(c->args[0]))))
      edges.insert({b.id, t.cases[0].second});
  }
  return dominated(block, edges);
}

bool Index2D::dominated(
    unsigned block,
    const std::set<std::pair<unsigned, unsigned>> &trueEdges) const {
  if (trueEdges.empty() || f.blocks.empty())
    return false;
  std::set<unsigned> seen{f.blocks[0].id};
  std::vector<unsigned> work{f.blocks[0].id};
  while (!work.empty()) {
    const ir::Block *b = f.block(work.back());
    work.pop_back();
    if (!b)
      continue;
    std::vector<unsigned> succ;
    const ir::Terminator &t = b->term;
    if (t.kind == ir::Terminator::Br || t.kind == ir::Terminator::Assert ||
        t.kind == ir::Terminator::Switch)
      succ.push_back(t.target);
    for (auto &c : t.cases)
      succ.push_back(c.second);
    for (unsigned s : succ)
      if (!trueEdges.count({b->id, s}) && seen.insert(s).second)
        work.push_back(s);
  }
  return !seen.count(block);
}

/// The text of an id for RowMajor::fnKey: `block_idx.B * k + thread_idx.T
/// [+ k stepped]`.
std::string Index2D::axisKey(const AxisId &a) {
  return std::string(1, a.blockAxis) + "*" +
         (a.c ? std::to_string(a.c) : std::string("dim")) + "+" +
         std::string(1, a.threadAxis) +
         (a.step ? "+" + std::to_string(a.lo) + "%" + std::to_string(a.step)
                 : std::string());
}

std::optional<RowMajor> Index2D::rowMajor(unsigned ix, unsigned block) const {
  const ir::Inst *d = addOf(ix);
  if (!d)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<AxisId> col = axisId(d->args[i], at(d));
    const ir::Inst *m = source(d->args[1 - i], at(d));
    if (!col || !m || !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j) {
      std::optional<AxisId> row = axisId(m->args[j], at(m));
      if (!row) // `block_idx * C + thread_idx + k` (StepRows.cpp)
        row = stridedRow(m->args[j], at(m));
      std::optional<WidthRef> w = widthRef(m->args[1 - j]);
      // Distinct block and thread axes: (row, col) determines the thread.
      if (!row || !w || row->blockAxis == col->blockAxis ||
          row->threadAxis == col->threadAxis || !guarded(block, *col, *w))
        continue;
      RowMajor r;
      r.width = w->local;
      r.field = w->field;
      r.checked =
          d->op == Opcode::AddOverflow && m->op == Opcode::MulOverflow;
      for (const ir::Inst *op : {d, m}) {
        const ir::Type *t = op->type;
        if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
          t = t->elems[0];
        if (!t || t->kind != ir::Type::Int)
          return std::nullopt;
        r.bits = std::min(r.bits, t->bits);
      }
      for (const AxisId &a : {*col, *row})
        if (a.c)
          r.maxBlockDim[a.threadAxis == 'y'] = a.step ? a.step : a.c;
      if (row->step)
        r.idsK = row->c;
      r.fnKey = axisKey(*row) + "," + axisKey(*col);
      return r;
    }
  }
  return rowMajorReassociated(d, block);
}

bool Index2D::zAxisId(const ir::Value &v, std::optional<Pt> at) const {
  const ir::Inst *d = source(v, at);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return false;
  for (int i = 0; i < 2; ++i) {
    if (!isIntrinsic(d->args[i], Call::ThreadIdxZ, this->at(d)))
      continue;
    const ir::Inst *m = source(d->args[1 - i], this->at(d));
    if (!m || !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j)
      if (isIntrinsic(m->args[j], Call::BlockIdxZ, this->at(m)) &&
          isIntrinsic(m->args[1 - j], Call::BlockDimZ, this->at(m)))
        return true;
  }
  return false;
}

std::optional<RowMajor3> Index2D::rowMajor3(unsigned ix,
                                            unsigned block) const {
  auto widthOf = [](const ir::Inst *op) -> unsigned {
    const ir::Type *t = op->type;
    if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
      t = t->elems[0];
    return t && t->kind == ir::Type::Int ? t->bits : 0;
  };
  const ir::Inst *d = addOf(ix);
  if (!d)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    std::optional<AxisId> col = axisId(d->args[i], at(d));
    const ir::Inst *m = source(d->args[1 - i], at(d));
    if (!col || col->c || !m || !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j) {
      std::optional<WidthRef> w = widthRef(m->args[1 - j]);
      const ir::Inst *r = source(m->args[j], at(m));
      if (!w || w->field >= 0 || !r || !ir::isAddOp(r->op) ||
          r->args.size() != 2 || !guarded(block, *col, *w))
        continue;
      for (int k = 0; k < 2; ++k) {
        std::optional<AxisId> row = axisId(r->args[k], at(r));
        const ir::Inst *zm = source(r->args[1 - k], at(r));
        // x and y in distinct roles (axisId knows those two axes only)
        if (!row || row->c || row->blockAxis == col->blockAxis ||
            row->threadAxis == col->threadAxis || !zm ||
            !ir::isMulOp(zm->op) || zm->args.size() != 2)
          continue;
        for (int l = 0; l < 2; ++l) {
          std::optional<WidthRef> h = widthRef(zm->args[1 - l]);
          if (!h || h->field >= 0 || !zAxisId(zm->args[l], at(zm)) ||
              !guarded(block, *row, *h))
            continue;
          RowMajor3 r3;
          r3.width = w->local;
          r3.height = h->local;
          r3.xAxis = col->threadAxis;
          for (const ir::Inst *op : {d, m, r, zm}) {
            unsigned b = widthOf(op);
            if (!b)
              return std::nullopt;
            r3.bits = std::min(r3.bits, b);
          }
          return r3;
        }
      }
    }
  }
  return std::nullopt;
}

bool Index2D::isTid(const ir::Value &v) const {
  AbsVal a = tv.valueOf(v);
  return a.kind == AbsVal::Injective && a.base == AbsVal::Tid && a.fn == "tid";
}

/// The local `v` copies through single-definition copies.
std::optional<unsigned> Index2D::copyRoot(const ir::Value &v) const {
  if (v.kind == ir::Value::Const || !v.place.isLocal())
    return std::nullopt;
  unsigned l = v.place.local;
  for (int depth = 0; depth < 32; ++depth) {
    if (indirect.count(l)) // memory: its value is not its assignments'
      return std::nullopt;
    auto it = defs.find(l);
    if (it == defs.end() || it->second.size() != 1 ||
        it->second[0]->op != Opcode::Copy ||
        it->second[0]->args[0].kind == ir::Value::Const ||
        !it->second[0]->args[0].place.isLocal())
      return l;
    l = it->second[0]->args[0].place.local;
  }
  return std::nullopt;
}

std::optional<unsigned> Index2D::tidPlus(const ir::Value &v) const {
  const ir::Inst *d = source(v);
  if (!d || !ir::isAddOp(d->op) || d->args.size() != 2)
    return std::nullopt;
  const ir::Type *t = d->type;
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  if (!t || t->kind != ir::Type::Int || t->bits > 64)
    return std::nullopt;
  bool checked = d->op == Opcode::AddOverflow || d->op == Opcode::AddUnchecked;
  for (int i = 0; i < 2; ++i)
    if (isTid(d->args[i]))
      if (std::optional<unsigned> r = copyRoot(d->args[1 - i]))
        if (tv.value(*r).isBlockUniform()) {
          std::optional<uint64_t> ub = checked ? 0 : upperBound(*r);
          if (ub && *ub <= (uint64_t(1) << (t->bits - 1)))
            return r;
        }
  return std::nullopt;
}

std::optional<uint64_t> Index2D::upperBound(unsigned local) const {
  std::set<unsigned> visiting;
  return upperBound(local, visiting);
}

std::optional<uint64_t>
Index2D::upperBound(unsigned local, std::set<unsigned> &visiting) const {
  // Every operation below is non-increasing in its bounded operand, so a
  // cycle back to a local being bounded adds nothing: its other
  // assignments bound it.
  if (visiting.count(local))
    return 0;
  auto it = defs.find(local);
  if (visiting.size() > 16 || it == defs.end() || indirect.count(local) ||
      local >= f.locals.size() ||
      f.locals[local].isArg)
    return std::nullopt;
  // An item of a literal-array iterator (`for s in [128usize, 64, ..]`,
  // an `array::IntoIter` only `next` advances) is one of the array's
  // elements (ThreadValues::arrayItems): bounded by the largest when all
  // are integer constants.
  {
    std::map<unsigned, std::vector<AbsVal>> items = tv.arrayItems();
    auto at = items.find(local);
    if (at != items.end()) {
      uint64_t m = 0;
      for (const AbsVal &e : at->second) {
        if (e.kind != AbsVal::Invariant || e.fn.empty() || e.fn.size() > 18 ||
            !std::all_of(e.fn.begin(), e.fn.end(), ::isdigit))
          return std::nullopt;
        m = std::max<uint64_t>(m, std::stoull(e.fn));
      }
      return m;
    }
  }
  visiting.insert(local);
  uint64_t bound = 0;
  auto operand = [&](const ir::Value &v) -> std::optional<uint64_t> {
    if (v.kind == ir::Value::Const)
      return constant(v);
    if (!v.place.isLocal())
      return std::nullopt;
    return upperBound(v.place.local, visiting);
  };
  for (const ir::Inst *d : it->second) {
    std::optional<uint64_t> b;
    switch (d->op) {
    case Opcode::Copy:
    case Opcode::ZExt:
      if (d->args.size() == 1)
        b = operand(d->args[0]);
      break;
    case Opcode::UDiv:
    case Opcode::LShr:
    case Opcode::LShrUnchecked:
      if (d->args.size() == 2)
        b = operand(d->args[0]);
      break;
    case Opcode::URem:
      if (d->args.size() == 2) {
        b = operand(d->args[0]);
        if (std::optional<uint64_t> m = operand(d->args[1]); m && *m)
          b = b ? std::min(*b, *m - 1) : *m - 1;
      }
      break;
    case Opcode::SubUnchecked:
      // x - y <= x: an unchecked subtraction does not wrap (rustc emits
      // it only where it cannot, as in Range::next_back's `end - 1`)
      if (d->args.size() == 2)
        b = operand(d->args[0]);
      break;
    case Opcode::Intrinsic:
      if (d->call == ir::Call::BlockDimX || d->call == ir::Call::BlockDimY ||
          d->call == ir::Call::BlockDimZ)
        b = 1024;
      break;
    case Opcode::Shl:
    case Opcode::ShlUnchecked:
      // `1 << k` (any power of two shifted): in w bits the result is one
      // power of two or 0 (MIR's Shl masks the amount, a wrapping shift
      // drops the bit), so at most 2^(w-1) whatever k is.
      if (d->args.size() == 2 && d->type && d->type->kind == ir::Type::Int &&
          d->type->bits >= 1 && d->type->bits <= 64)
        if (std::optional<uint64_t> c = constant(d->args[0]);
            c && *c && (*c & (*c - 1)) == 0)
          b = uint64_t(1) << (d->type->bits - 1);
      break;
    default:
      break;
    }
    if (!b) {
      visiting.erase(local);
      return std::nullopt;
    }
    bound = std::max(bound, *b);
  }
  visiting.erase(local);
  return bound;
}

std::set<unsigned> Index2D::belowGuard(unsigned block) const {
  return belowGuardOf(block, [&](const ir::Value &v) { return isTid(v); });
}

std::optional<Index2D::TidBelow> Index2D::tidBelow(
    const ir::Block &b,
    const std::function<bool(const ir::Value &)> &isTid) const {
  const ir::Terminator &t = b.term;
  if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
      t.cases[0].first != 0 || t.cases[0].second == t.target)
    return std::nullopt;
  const ir::Inst *c = source(t.cond);
  if (!c || c->args.size() != 2)
    return std::nullopt;
  bool at0 = isTid(c->args[0]), at1 = isTid(c->args[1]);
  unsigned onTrue = t.target, onFalse = t.cases[0].second;
  switch (c->op) {
  case Opcode::Lt: // `t < B`: true edge
    return at0 ? std::optional<TidBelow>({c, 1, onTrue, false}) : std::nullopt;
  case Opcode::Gt: // `B > t`
    return at1 ? std::optional<TidBelow>({c, 0, onTrue, false}) : std::nullopt;
  case Opcode::Ge: // `t >= B`: false edge; `B >= t`: true edge, t <= B
    if (at0)
      return TidBelow{c, 1, onFalse, false};
    return at1 ? std::optional<TidBelow>({c, 0, onTrue, true}) : std::nullopt;
  case Opcode::Le: // `B <= t`: false edge; `t <= B`: true edge, t <= B
    if (at1)
      return TidBelow{c, 0, onFalse, false};
    return at0 ? std::optional<TidBelow>({c, 1, onTrue, true}) : std::nullopt;
  default:
    return std::nullopt;
  }
}

std::set<uint64_t> Index2D::belowGuardConst(unsigned block) const {
  std::map<uint64_t, std::set<std::pair<unsigned, unsigned>>> edgesOf;
  auto tid = [&](const ir::Value &v) { return isTid(v); };
  for (const ir::Block &b : f.blocks) {
    // The edge on which `t < k`: k = K for `t < K`, `K > t` and the false
    // edge of `t >= K`, `K <= t` (`if t >= K {} else {..}`); K + 1 for `t
    // <= K`, `K >= t` (the match arm `0..=K`).
    std::optional<TidBelow> g = tidBelow(b, tid);
    if (!g)
      continue;
    const ir::Value &kv = g->cmp->args[g->bound];
    std::optional<uint64_t> k = castConstant(kv);
    if (!k)
      k = constIndex(kv);
    if (k && g->inclusive)
      k = *k < (uint64_t(1) << 62) ? std::optional<uint64_t>(*k + 1)
                                    : std::nullopt;
    if (k && *k > 0)
      edgesOf[*k].insert({b.id, g->to});
  }
  std::set<uint64_t> bounds;
  for (auto &[k, edges] : edgesOf)
    if (dominated(block, edges))
      bounds.insert(k);
  return bounds;
}

std::set<unsigned> Index2D::belowGuardY(unsigned block) const {
  return belowGuardOf(block, [&](const ir::Value &v) {
    return axisOf(v, Call::ThreadIdxX, Call::ThreadIdxY) == 'y';
  });
}

/// Every bound `s` for which every path to `block` takes a true edge of
/// `t < s`. Each bound is decided on its own: the comparisons of `t` with
/// other values (`if t < n` before the tree, a bounds check `t < x.len()`)
/// neither count for `s` nor keep `s` from being proven.
std::set<unsigned> Index2D::belowGuardOf(
    unsigned block, const std::function<bool(const ir::Value &)> &isTid) const {
  std::map<unsigned, std::set<std::pair<unsigned, unsigned>>> edgesOf;
  for (const ir::Block &b : f.blocks) {
    // `t <= s` proves nothing about `t + s`: strict bounds only.
    std::optional<TidBelow> g = tidBelow(b, isTid);
    if (!g || g->inclusive)
      continue;
    const ir::Inst *c = g->cmp;
    const ir::Value &sv = c->args[g->bound];
    std::optional<unsigned> r = copyRoot(sv);
    if (!r || !tv.value(*r).isBlockUniform())
      continue;
    // The compared copy of `s` is taken after the block's last assignment
    // of `s` (the guard sees the value the region uses).
    bool direct = sv.kind != ir::Value::Const && sv.place.isLocal() &&
                  sv.place.local == *r;
    bool fresh = true, seenCopy = false, afterC = false;
    for (const ir::Inst &in : b.insts) {
      bool defS = in.dest && in.dest->isLocal() && in.dest->local == *r;
      if (defS && (afterC || (seenCopy && !direct)))
        fresh = false;
      if (!direct && in.dest && in.dest->isLocal() &&
          in.dest->local == sv.place.local)
        seenCopy = true;
      afterC = afterC || &in == c;
    }
    bool cHere =
        !b.insts.empty() && c >= &b.insts.front() && c <= &b.insts.back();
    if (!fresh || !cHere || !(seenCopy || direct))
      continue;
    edgesOf[*r].insert({b.id, g->to});
  }
  std::set<unsigned> roots;
  for (auto &[root, edges] : edgesOf) {
    if (!dominated(block, edges))
      continue;
    // No assignment of `s` inside the region `t < s` guards.
    bool assignedInside = false;
    auto it = defs.find(root);
    if (it != defs.end())
      for (const ir::Inst *d : it->second)
        for (const ir::Block &b : f.blocks)
          if (!b.insts.empty() && d >= &b.insts.front() &&
              d <= &b.insts.back() && dominated(b.id, edges))
            assignedInside = true;
    if (!assignedInside)
      roots.insert(root);
  }
  return roots;
}

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
    bool lt = cmp(Opcode::Lt, Opcode::Gt, false) ||
              cmp(Opcode::Le, Opcode::Ge, true);
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
      auto pit = preds.find(b.id);
      if (pit == preds.end())
        continue; // unreachable
      for (unsigned p : pit->second)
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

std::optional<Index2D::RowRange>
Index2D::rowRange(const ir::Value &start, const ir::Value &end) const {
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
