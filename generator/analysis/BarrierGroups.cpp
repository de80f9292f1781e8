//===- BarrierGroups.cpp - one barrier duplicated into branch arms --------===//
//
// BarrierGroups.h: which barriers under thread-dependent branches every
// thread reaches exactly one of.
//
//===----------------------------------------------------------------------===//
#include "analysis/BarrierGroups.h"
#include "ir/CallTable.h"

#include <set>

using namespace rsgpu;
using namespace rsgpu::analysis;

BarrierGroups::BarrierGroups(const ThreadValues &tv, const SyncFunctions &sync,
                             bool warpCalls) {
  const ir::Function &f = tv.function();
  // A member's kind ("" for none).
  auto kindOf = [&](const ir::Inst &in) -> std::string {
    if (in.op == ir::Opcode::Intrinsic && in.call == ir::Call::SyncThreads)
      return "sync_threads";
    if (in.op == ir::Opcode::Call && sync.barrier.count(in.callee))
      return "call " + in.callee;
    if (warpCalls && in.op == ir::Opcode::Call &&
        sync.warpFixed.count(in.callee))
      return "warp call " + in.callee;
    // Warp barriers (`__syncwarp`, sm_70+: lanes may arrive at different
    // instructions with one mask): copies with the same mask operand.
    if (in.op == ir::Opcode::Intrinsic && in.call == ir::Call::WarpSync)
      return "sync_warp";
    if (in.op == ir::Opcode::Intrinsic && in.call == ir::Call::WarpSyncMask &&
        in.args.size() == 1) {
      const ir::Value &m = in.args[0];
      if (m.kind == ir::Value::Const && m.constant.kind == ir::Constant::Int)
        return "sync_warp_mask " + std::to_string(m.constant.bits);
      if (m.kind != ir::Value::Const && m.place.isLocal())
        return "sync_warp_mask _" + std::to_string(m.place.local);
    }
    return "";
  };
  auto isBarrier = [&](const ir::Inst &in) { return !kindOf(in).empty(); };
  auto otherSync = [&](const ir::Inst &in) {
    return (in.op == ir::Opcode::Call && sync.any.count(in.callee) &&
            !sync.barrier.count(in.callee)) ||
           (in.op == ir::Opcode::Intrinsic &&
            in.call == ir::Call::ClusterSync) ||
           // a warp collective beside warp-call copies (reported on its own)
           (warpCalls && in.op == ir::Opcode::Intrinsic &&
            ir::callInfo(in.call).family == ir::CallInfo::Warp &&
            kindOf(in).empty());
  };
  // Union-find over the barriers of regions that pass.
  ir::InstMap<const ir::Inst *> parent;
  auto find = [&](const ir::Inst *x) {
    while (parent[x] != x)
      x = parent[x] = parent[parent[x]];
    return x;
  };
  std::map<unsigned, bool> regionOk; // branch block -> proven
  for (auto &[branch, region] : tv.divergentRegions()) {
    std::vector<const ir::Inst *> members;
    bool other = false;
    for (unsigned id : region)
      if (const ir::Block *b = f.block(id))
        for (const ir::Inst &in : b->insts) {
          if (isBarrier(in))
            members.push_back(&in);
          else if (otherSync(in))
            other = true;
        }
    if (members.empty())
      continue; // nothing under it to prove
    bool ok = !other;
    for (const ir::Inst *m : members)
      ok = ok && kindOf(*m) == kindOf(*members.front());
    // Every path from the branch leaves the region having passed the same
    // number k of barriers, and each member is the i-th barrier of every
    // path through it (one position i): (block, barriers passed so far)
    // states. Members of one position form a group.
    std::set<std::pair<unsigned, unsigned>> seen;
    std::vector<std::pair<unsigned, unsigned>> work;
    ir::InstMap<std::set<unsigned>> pos;
    std::set<unsigned> exits; // barriers passed at the region's end
    for (unsigned s : tv.successors(branch))
      work.push_back({s, 0});
    while (ok && !work.empty()) {
      auto [id, n] = work.back();
      work.pop_back();
      if (id == ~0u || !region.count(id)) {
        exits.insert(n);
        ok = exits.size() == 1;
        continue;
      }
      if (!seen.insert({id, n}).second)
        continue;
      const ir::Block *b = f.block(id);
      if (!b) {
        ok = false;
        break;
      }
      for (const ir::Inst &in : b->insts)
        if (isBarrier(in)) {
          pos[&in].insert(++n);
          // A barrier at two positions (a loop, or paths that pass
          // different numbers before it): no group.
          ok = ok && pos[&in].size() == 1 && n <= members.size();
        }
      for (unsigned s : tv.successors(id))
        work.push_back({s, n});
    }
    for (const ir::Inst *m : members)
      ok = ok && pos.count(m);
    ok = ok && exits.size() == 1 && *exits.begin() >= 1;
    regionOk[branch] = ok;
    if (!ok)
      continue;
    std::map<unsigned, const ir::Inst *> byPos; // position -> a member
    for (const ir::Inst *m : members)
      parent.try_emplace(m, m);
    for (const ir::Inst *m : members) {
      const ir::Inst *&p = byPos[*pos[m].begin()];
      if (!p)
        p = m;
      parent[find(m)] = find(p);
    }
  }
  // A barrier is merged when every thread-dependent branch over it passed.
  ir::InstMap<const ir::Inst *> first; // root -> first member
  for (const ir::Block &b : f.blocks)
    for (const ir::Inst &in : b.insts) {
      if (!parent.count(&in))
        continue;
      bool all = true;
      for (auto &[branch, region] : tv.divergentRegions())
        if (region.count(b.id))
          all = all && regionOk.count(branch) && regionOk[branch];
      if (!all)
        continue;
      const ir::Inst *root = find(&in);
      first.try_emplace(root, &in);
      rep[&in] = first[root];
    }
}

const ir::Inst *BarrierGroups::representative(const ir::Inst *barrier) const {
  auto it = rep.find(barrier);
  return it == rep.end() ? barrier : it->second;
}

std::vector<std::vector<const ir::Inst *>> BarrierGroups::groups() const {
  ir::InstMap<std::vector<const ir::Inst *>> by;
  for (auto &[m, r] : rep)
    by[r].push_back(m);
  std::vector<std::vector<const ir::Inst *>> out;
  for (auto &[r, ms] : by)
    if (ms.size() > 1)
      out.push_back(ms);
  return out;
}

SyncFunctions rsgpu::analysis::syncFunctions(const ir::Module &m) {
  SyncFunctions r;
  auto barrierInst = [](const ir::Inst &in) {
    return in.op == ir::Opcode::Intrinsic && in.call == ir::Call::SyncThreads;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (const ir::Function &f : m.functions) {
      if (f.isKernel || f.blocks.empty())
        continue;
      bool any = false;
      std::set<unsigned> stops; // blocks that pass a barrier
      for (const ir::Block &b : f.blocks)
        for (const ir::Inst &in : b.insts) {
          bool call = in.op == ir::Opcode::Call;
          any |= barrierInst(in) || (call && r.any.count(in.callee));
          if (barrierInst(in) || (call && r.barrier.count(in.callee)))
            stops.insert(b.id);
        }
      if (any && r.any.insert(f.name).second)
        changed = true;
      // A return reachable from the entry without passing a stop?
      bool returns = false;
      std::set<unsigned> seen;
      std::vector<unsigned> work{f.blocks.front().id};
      while (!work.empty() && !returns) {
        unsigned id = work.back();
        work.pop_back();
        const ir::Block *b = f.block(id);
        if (!b || stops.count(id) || !seen.insert(id).second)
          continue;
        returns = b->term.kind == ir::Terminator::Return;
        for (unsigned s : b->term.successors())
          work.push_back(s);
      }
      if (!stops.empty() && !returns && r.barrier.insert(f.name).second)
        changed = true;
    }
  }
  return r;
}
