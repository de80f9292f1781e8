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

Index2D::Index2D(const ir::Function &f, const ThreadValues &tv)
    : f(f), tv(tv), cfg(f) {
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
    std::vector<unsigned> ps = cfg.predIds(p.block);
    if (ps.empty())
      return nullptr;
    for (unsigned q : ps)
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
    bool field =
        p->projs.size() == 1 && p->projs[0].kind == ir::Projection::Field;
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

std::optional<RowMajor> Index2D::rowMajorReassociated(const ir::Inst *d,
                                                      unsigned block) const {
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

std::optional<Index2D::WidthRef> Index2D::widthRef(const ir::Value &v) const {
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
  return cfg.allPathsThrough(block, edges);
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
      r.checked = d->op == Opcode::AddOverflow && m->op == Opcode::MulOverflow;
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

std::optional<RowMajor3> Index2D::rowMajor3(unsigned ix, unsigned block) const {
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
            row->threadAxis == col->threadAxis || !zm || !ir::isMulOp(zm->op) ||
            zm->args.size() != 2)
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
