//===- SharedBanks.cpp - ping-pong banks of a shared array ----------------===//
//
// Index2D::banked: the index forms `B * N + e` and `(B * N + e) - d` with
// `e < N` (and `e >= d`) proven on every path to the access, and
// CopyRelations: equalities, disequalities and constants of the locals
// assigned only constants and copies (SharedBanks.h).
//
//===----------------------------------------------------------------------===//
#include "analysis/SharedBanks.h"
#include "analysis/Index2D.h"
#include "ir/CallTable.h"

#include <algorithm>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

namespace {
/// The integer width of an arithmetic result (`.0` of an overflow pair).
std::optional<unsigned> widthOf(const ir::Inst *in) {
  const ir::Type *t = in->type;
  if (t && t->kind == ir::Type::Tuple && !t->elems.empty())
    t = t->elems[0];
  if (!t || t->kind != ir::Type::Int || t->bits > 64)
    return std::nullopt;
  return t->bits;
}
bool isBarrier(const ir::Inst &in) {
  return in.op == Opcode::Intrinsic && in.call == ir::Call::SyncThreads;
}
} // namespace

std::optional<std::vector<unsigned>>
Index2D::straightBack(unsigned block, unsigned from) const {
  std::vector<unsigned> chain{block};
  for (int steps = 0; chain.back() != from; ++steps) {
    std::vector<unsigned> ps = cfg.predIds(chain.back());
    if (steps > 32 || ps.size() != 1)
      return std::nullopt;
    chain.push_back(ps[0]);
  }
  return chain;
}

std::optional<unsigned> Index2D::copyRootSingle(const ir::Value &v) const {
  return copyRoot(v);
}

bool Index2D::belowConst(unsigned root, uint64_t n, unsigned block) const {
  std::set<std::pair<unsigned, unsigned>> edges;
  for (const ir::Block &b : f.blocks) {
    const ir::Terminator &t = b.term;
    if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
        t.cases[0].first != 0)
      continue;
    const ir::Inst *c = source(t.cond, Pt{b.id, b.insts.size()});
    if (!c || c->op != Opcode::Lt || c->args.size() != 2)
      continue;
    std::optional<uint64_t> k = constant(c->args[1]);
    if (k && *k <= n && copyRoot(c->args[0]) == root)
      edges.insert({b.id, t.target});
  }
  return cfg.allPathsThrough(block, edges);
}

bool Index2D::geGuard(unsigned root, const ir::Value &d, const ir::Inst *sub,
                      unsigned block) const {
  // The copies from `d` back to its variable D, each defined in `blocks`.
  auto chainIn =
      [&](const ir::Value &v,
          const std::set<unsigned> &blocks) -> std::optional<unsigned> {
    if (v.kind == ir::Value::Const || !v.place.isLocal())
      return std::nullopt;
    unsigned l = v.place.local;
    for (int depth = 0; depth < 32; ++depth) {
      auto it = defs.find(l);
      if (it == defs.end() || it->second.size() != 1 ||
          it->second[0]->op != Opcode::Copy ||
          it->second[0]->args[0].kind == ir::Value::Const ||
          !it->second[0]->args[0].place.isLocal())
        return l;
      std::optional<Pt> p = at(it->second[0]);
      if (!p || !blocks.count(p->block))
        return std::nullopt;
      l = it->second[0]->args[0].place.local;
    }
    return std::nullopt;
  };
  // The subtraction's operands are read where it runs (the access uses
  // its result), so the guard must hold there.
  (void)block;
  std::optional<Pt> sp = at(sub);
  if (!sp)
    return false;
  block = sp->block;
  for (const ir::Block &x : f.blocks) {
    const ir::Terminator &t = x.term;
    if (t.kind != ir::Terminator::Switch || t.cases.size() != 1 ||
        t.cases[0].first != 0)
      continue;
    const ir::Inst *c = source(t.cond, Pt{x.id, x.insts.size()});
    if (!c || c->args.size() != 2)
      continue;
    // e >= d (true edge), d <= e (true edge), e < d (false edge).
    int ei, di;
    unsigned s;
    if (c->op == Opcode::Ge)
      ei = 0, di = 1, s = t.target;
    else if (c->op == Opcode::Le)
      ei = 1, di = 0, s = t.target;
    else if (c->op == Opcode::Lt)
      ei = 0, di = 1, s = t.cases[0].second;
    else
      continue;
    if (copyRoot(c->args[ei]) != root)
      continue;
    // Every path to the access takes this edge, then runs straight on.
    std::vector<unsigned> sp = cfg.predIds(s);
    if (sp.size() != 1 || sp[0] != x.id)
      continue;
    std::optional<std::vector<unsigned>> chain = straightBack(block, s);
    if (!chain)
      continue;
    std::set<unsigned> blocks(chain->begin(), chain->end());
    blocks.insert(x.id);
    std::optional<unsigned> dv = chainIn(d, blocks);
    std::optional<unsigned> cv = chainIn(c->args[di], blocks);
    if (!dv || dv != cv || indirect.count(*dv))
      continue;
    // D keeps its value from the comparison to the subtraction.
    bool assigned = false;
    for (unsigned id : blocks)
      for (const ir::Inst &in : f.block(id)->insts)
        assigned |= in.dest && in.dest->local == *dv;
    if (!assigned)
      return true;
  }
  return false;
}

std::optional<Banked> Index2D::banked(const ir::Value &ix, unsigned block,
                                      const ir::Inst *access) const {
  std::optional<Pt> ap = at(access);
  const ir::Inst *top = ap ? source(ix, ap) : nullptr;
  if (!top || top->args.size() != 2)
    return std::nullopt;
  bool minus = ir::isSubOp(top->op);
  const ir::Inst *add = minus ? source(top->args[0], at(top)) : top;
  if (!add || !ir::isAddOp(add->op) || add->args.size() != 2)
    return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const ir::Inst *m = source(add->args[i], at(add));
    if (!m || !ir::isMulOp(m->op) || m->args.size() != 2)
      continue;
    for (int j = 0; j < 2; ++j) {
      std::optional<uint64_t> n = constant(m->args[1 - j]);
      const ir::Value &bv = m->args[j];
      if (!n || *n == 0 || bv.kind == ir::Value::Const || !bv.place.isLocal() ||
          indirect.count(bv.place.local))
        continue;
      // e: a function of the thread id alone (the same value at the guard
      // and at the access), below N on every path.
      const ir::Value &e = add->args[1 - i];
      std::optional<unsigned> root = copyRoot(e);
      if (!root)
        continue;
      AbsVal ev = tv.value(*root);
      if (ev.kind != AbsVal::Injective || ev.gridStride ||
          !belowConst(*root, *n, block))
        continue;
      if (minus && !geGuard(*root, top->args[1], top, block))
        continue;
      // The multiplication's bank operand holds the same value at the
      // access: straight-line code, no reassignment, no barrier between.
      std::optional<Pt> mp = at(m);
      std::optional<std::vector<unsigned>> chain =
          mp ? straightBack(ap->block, mp->block) : std::nullopt;
      if (!chain)
        continue;
      bool clean = true;
      for (unsigned id : *chain) {
        const ir::Block *b = f.block(id);
        size_t from = id == mp->block ? mp->idx + 1 : 0;
        size_t to = id == ap->block ? ap->idx : b->insts.size();
        if (id == mp->block && id == ap->block && mp->idx >= ap->idx)
          clean = false;
        for (size_t k = from; k < to && k < b->insts.size(); ++k)
          clean &=
              !isBarrier(b->insts[k]) &&
              !(b->insts[k].dest && b->insts[k].dest->local == bv.place.local);
      }
      if (!clean)
        continue;
      Banked r;
      r.bank = bv.place.local;
      r.mul = m;
      r.n = *n;
      r.offset = e;
      r.minusD = minus;
      for (const ir::Inst *op : {m, add, top}) {
        std::optional<unsigned> w = widthOf(op);
        if (!w)
          return std::nullopt;
        r.bits = std::min(r.bits, *w);
      }
      return r;
    }
  }
  return std::nullopt;
}

// ---- CopyRelations ---------------------------------------------------------

namespace {
std::pair<unsigned, unsigned> ordered(unsigned a, unsigned b) {
  return a < b ? std::make_pair(a, b) : std::make_pair(b, a);
}
} // namespace

bool CopyRelations::State::equal(unsigned a, unsigned b) const {
  if (a == b)
    return true;
  if (eq.count(ordered(a, b)))
    return true;
  auto ia = consts.find(a), ib = consts.find(b);
  return ia != consts.end() && ib != consts.end() && ia->second.size() == 1 &&
         ia->second == ib->second;
}

bool CopyRelations::State::differ(unsigned a, unsigned b) const {
  if (a == b)
    return false;
  if (ne.count(ordered(a, b)))
    return true;
  auto ia = consts.find(a), ib = consts.find(b);
  if (ia == consts.end() || ib == consts.end())
    return false;
  for (uint64_t v : ia->second)
    if (ib->second.count(v))
      return false;
  return true;
}

std::set<unsigned> CopyRelations::known(const State &s) {
  std::set<unsigned> k;
  for (auto &[l, c] : s.consts)
    k.insert(l);
  for (auto &p : s.eq)
    k.insert({p.first, p.second});
  for (auto &p : s.ne)
    k.insert({p.first, p.second});
  return k;
}

CopyRelations::State CopyRelations::join(const State &a, const State &b) {
  State r;
  for (auto &[l, c] : a.consts) {
    auto it = b.consts.find(l);
    if (it == b.consts.end())
      continue;
    std::set<uint64_t> u = c;
    u.insert(it->second.begin(), it->second.end());
    if (u.size() <= 16)
      r.consts[l] = u;
  }
  std::set<unsigned> ka = known(a), kb = known(b), k;
  std::set_intersection(ka.begin(), ka.end(), kb.begin(), kb.end(),
                        std::inserter(k, k.begin()));
  for (unsigned x : k)
    for (unsigned y : k)
      if (x < y) {
        if (a.equal(x, y) && b.equal(x, y))
          r.eq.insert({x, y});
        if (a.differ(x, y) && b.differ(x, y))
          r.ne.insert({x, y});
      }
  return r;
}

void CopyRelations::transfer(State &s, const ir::Inst &in) const {
  if (!in.dest || !in.dest->isLocal())
    return;
  unsigned l = in.dest->local;
  std::optional<unsigned> src;
  std::optional<uint64_t> k;
  if (in.op == Opcode::Copy && in.args.size() == 1 && !indirect.count(l)) {
    const ir::Value &v = in.args[0];
    if (v.kind == ir::Value::Const && v.constant.kind == ir::Constant::Int &&
        !v.constant.negative)
      k = v.constant.bits;
    else if (v.kind != ir::Value::Const && v.place.isLocal() &&
             !indirect.count(v.place.local))
      src = v.place.local;
  }
  if (src == l)
    return;
  // What the new value is equal to / differs from, read before the kill.
  std::set<unsigned> eqTo, neTo;
  std::optional<std::set<uint64_t>> c;
  if (src) {
    for (unsigned m : known(s))
      if (m != l) {
        if (s.equal(*src, m))
          eqTo.insert(m);
        else if (s.differ(*src, m))
          neTo.insert(m);
      }
    eqTo.insert(*src);
    if (auto it = s.consts.find(*src); it != s.consts.end())
      c = it->second;
  } else if (k) {
    c = std::set<uint64_t>{*k};
  }
  // Kill the old value of `l`.
  s.consts.erase(l);
  for (auto *rel : {&s.eq, &s.ne})
    for (auto it = rel->begin(); it != rel->end();)
      it = it->first == l || it->second == l ? rel->erase(it) : std::next(it);
  if (c)
    s.consts[l] = *c;
  for (unsigned m : eqTo)
    s.eq.insert(ordered(l, m));
  for (unsigned m : neTo)
    s.ne.insert(ordered(l, m));
}

CopyRelations::CopyRelations(const ir::Function &f,
                             ir::InstSet at)
    : f(f) {
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts) {
      if (in.dest && !in.dest->isLocal())
        indirect.insert(in.dest->local);
      if (in.op == Opcode::RefMut || in.op == Opcode::AddrOfMut)
        indirect.insert(in.src.local);
    }
  for (unsigned l = 0; l < f.locals.size(); ++l)
    if (f.locals[l].isArg)
      indirect.insert(l);
  if (f.blocks.empty())
    return;
  std::map<unsigned, State> in;
  std::vector<unsigned> work{f.blocks[0].id};
  in[f.blocks[0].id];
  for (int rounds = 0; !work.empty() && rounds < 100000; ++rounds) {
    unsigned id = work.back();
    work.pop_back();
    const ir::Block *b = f.block(id);
    if (!b)
      continue;
    State s = in[id];
    for (const ir::Inst &i : b->insts)
      transfer(s, i);
    for (unsigned succ : b->term.successors()) {
      auto it = in.find(succ);
      if (it == in.end()) {
        in[succ] = s;
        work.push_back(succ);
        continue;
      }
      State j = join(it->second, s);
      if (j.consts != it->second.consts || j.eq != it->second.eq ||
          j.ne != it->second.ne) {
        it->second = std::move(j);
        work.push_back(succ);
      }
    }
  }
  if (!work.empty())
    return; // no fixpoint: no states, no proofs
  for (const ir::Block &b : f.blocks) {
    auto it = in.find(b.id);
    if (it == in.end())
      continue;
    State s = it->second;
    for (const ir::Inst &i : b.insts) {
      if (at.count(&i))
        states[&i] = s;
      transfer(s, i);
    }
  }
}

const CopyRelations::State *CopyRelations::before(const ir::Inst *in) const {
  auto it = states.find(in);
  return it == states.end() ? nullptr : &it->second;
}
