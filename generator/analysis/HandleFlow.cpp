//===- HandleFlow.cpp - which array a handle local names, where -----------===//
//
// See HandleFlow.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/HandleFlow.h"

#include <iterator>
#include <vector>

using namespace rsgpu;
using namespace rsgpu::analysis;
using ir::Opcode;

namespace {
void usesOf(const ir::Place &p, std::set<unsigned> &u) {
  u.insert(p.local);
  for (const ir::Projection &pr : p.projs)
    if (pr.kind == ir::Projection::Index)
      u.insert(pr.index);
}
void usesOf(const ir::Value &v, std::set<unsigned> &u) {
  if (v.kind != ir::Value::Const)
    usesOf(v.place, u);
}
/// Locals an instruction reads (over-approximated: a write through a
/// projection reads its local; `src` is read whatever the opcode).
std::set<unsigned> usesOf(const ir::Inst &in) {
  std::set<unsigned> u;
  for (const ir::Value &a : in.args)
    usesOf(a, u);
  usesOf(in.src, u);
  if (in.dest && !in.dest->isLocal())
    usesOf(*in.dest, u);
  return u;
}
} // namespace

/// Live locals (read on some path before being assigned whole): bindings
/// of dead locals are dropped, or each temporary `&s` bound on one arm of a
/// branch only would double the valuations (a kernel of eight guarded
/// shared accesses overflowed the cap).
void HandleFlow::computeLiveness() {
  for (bool changed = true; changed;) {
    changed = false;
    for (auto b = f.blocks.rbegin(); b != f.blocks.rend(); ++b) {
      std::set<unsigned> live;
      for (unsigned s : b->term.successors()) {
        auto it = liveIn.find(s);
        if (it != liveIn.end())
          live.insert(it->second.begin(), it->second.end());
      }
      usesOf(b->term.cond, live);
      for (const ir::Value &a : b->term.args)
        usesOf(a, live);
      for (auto in = b->insts.rbegin(); in != b->insts.rend(); ++in) {
        if (rules.snapshot && rules.snapshot(*in))
          liveAfter[&*in] = live;
        if (in->dest && in->dest->isLocal())
          live.erase(in->dest->local);
        std::set<unsigned> u = usesOf(*in);
        live.insert(u.begin(), u.end());
      }
      std::set<unsigned> &old = liveIn[b->id];
      if (old != live) {
        old = std::move(live);
        changed = true;
      }
    }
  }
}

HandleFlow::HandleFlow(const ir::Function &f, Rules r, size_t cap)
    : f(f), rules(std::move(r)) {
  if (f.blocks.empty())
    return;
  computeLiveness();
  Valuation entry;
  for (auto &[l, root] : rules.entry)
    entry.cur[{l, -1}] = root;
  entry.start = entry.cur;
  in[f.blocks[0].id] = {entry};
  std::vector<unsigned> work{f.blocks[0].id};
  while (!work.empty() && !overflow) {
    unsigned id = work.back();
    work.pop_back();
    const ir::Block *b = f.block(id);
    if (!b)
      continue;
    State out;
    for (Valuation v : in[id]) {
      for (const ir::Inst &i : b->insts)
        transfer(v, i);
      out.insert(std::move(v));
    }
    for (unsigned succ : b->term.successors()) {
      const std::set<unsigned> &live = liveIn[succ];
      State pruned;
      for (Valuation v : out) {
        for (auto k = v.cur.begin(); k != v.cur.end();)
          k = live.count(k->first.first) ? std::next(k) : v.cur.erase(k);
        pruned.insert(std::move(v));
      }
      auto [it, fresh] = in.try_emplace(succ);
      size_t before = it->second.size();
      it->second.insert(pruned.begin(), pruned.end());
      if (it->second.size() > cap) {
        overflow = true;
        break;
      }
      if (fresh || it->second.size() != before)
        work.push_back(succ);
    }
  }
}

std::optional<unsigned> HandleFlow::get(const Binding &v, Key k) {
  auto it = v.find(k);
  if (it == v.end())
    return std::nullopt;
  return it->second;
}

void HandleFlow::transfer(Valuation &val, const ir::Inst &in) const {
  if (rules.snapshot)
    if (std::optional<unsigned> id = rules.snapshot(in)) {
      // The handles live after it: the phase can only use those.
      val.start.clear();
      auto live = liveAfter.find(&in);
      for (auto &[k, root] : val.cur)
        if (live == liveAfter.end() || live->second.count(k.first))
          val.start[k] = root;
      val.start[{kMark, -1}] = *id;
    }
  if (!in.dest)
    return;
  Binding &v = val.cur;
  const ir::Place &d = *in.dest;
  // A write into a tuple's field rebinds that field; other writes through a
  // projection (an element, a deref) leave the local's binding as it is.
  if (!d.isLocal()) {
    if (d.projs.size() == 1 && d.projs[0].kind == ir::Projection::Field) {
      Key k{d.local, int(d.projs[0].index)};
      v.erase(k);
      if (in.op == Opcode::Copy && in.args.size() == 1 &&
          in.args[0].kind != ir::Value::Const && in.args[0].place.isLocal())
        if (auto r = get(v, {in.args[0].place.local, -1}))
          v[k] = *r;
    }
    return;
  }
  // What the destination names after the instruction, computed from the
  // state before it (`a = copy a` keeps it).
  std::optional<unsigned> whole;
  std::map<int, unsigned> fields;
  if (rules.seed)
    whole = rules.seed(in);
  if (!whole && in.op == Opcode::Copy && in.args.size() == 1 &&
      in.args[0].kind != ir::Value::Const) {
    const ir::Place &p = in.args[0].place;
    if (p.isLocal()) {
      whole = get(v, {p.local, -1});
      for (auto it = v.lower_bound({p.local, 0});
           it != v.end() && it->first.first == p.local; ++it)
        fields[it->first.second] = it->second;
    } else if (p.projs.size() == 1 &&
               p.projs[0].kind == ir::Projection::Field) {
      whole = get(v, {p.local, int(p.projs[0].index)});
    }
  }
  if (!whole && (in.op == Opcode::Ref || in.op == Opcode::RefMut ||
                 in.op == Opcode::AddrOf || in.op == Opcode::AddrOfMut)) {
    bool shape = rules.refOfDeref
                     ? in.src.projs.size() == 1 &&
                           in.src.projs[0].kind == ir::Projection::Deref
                     : in.src.isLocal();
    if (shape)
      whole = get(v, {in.src.local, -1});
  }
  if (!whole && in.op == Opcode::Tuple)
    for (size_t i = 0; i < in.args.size(); ++i)
      if (in.args[i].kind != ir::Value::Const &&
          in.args[i].place.isLocal())
        if (auto r = get(v, {in.args[i].place.local, -1}))
          fields[int(i)] = *r;
  for (auto it = v.lower_bound({d.local, -1});
       it != v.end() && it->first.first == d.local;)
    it = v.erase(it);
  if (whole)
    v[{d.local, -1}] = *whole;
  for (auto &[i, r] : fields)
    v[{d.local, i}] = r;
}

HandleFlow::State HandleFlow::before(unsigned block, size_t idx) const {
  auto it = in.find(block);
  const ir::Block *b = f.block(block);
  if (it == in.end() || !b)
    return {};
  State s;
  for (Valuation v : it->second) {
    for (size_t i = 0; i < idx && i < b->insts.size(); ++i)
      transfer(v, b->insts[i]);
    s.insert(std::move(v));
  }
  return s;
}

std::set<unsigned> HandleFlow::mayName(const State &s, unsigned local,
                                       bool *untracked) {
  std::set<unsigned> r;
  for (const Valuation &v : s) {
    if (auto x = get(v.cur, {local, -1}))
      r.insert(*x);
    else if (untracked)
      *untracked = true;
  }
  return r;
}
