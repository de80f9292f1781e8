//===- Cfg.cpp - a function's control-flow graph and dominators -----------===//
//
// Dominators by the iterative data-flow over position-indexed bit vectors:
// kernels have tens of blocks, and the sets are read far more often than
// built.
//
//===----------------------------------------------------------------------===//
#include "ir/Cfg.h"

using namespace rsgpu::ir;

Cfg::Cfg(const Function &f) {
  size_t n = f.blocks.size();
  for (size_t i = 0; i < n; ++i) {
    position_[f.blocks[i].id] = i;
    ids_.push_back(f.blocks[i].id);
  }
  succs_.assign(n, {});
  preds_.assign(n, {});
  for (size_t i = 0; i < n; ++i)
    for (unsigned s : f.blocks[i].term.successors())
      if (auto it = position_.find(s); it != position_.end()) {
        succs_[i].push_back(it->second);
        preds_[it->second].push_back(i);
      }
  dom_.assign(n, std::vector<bool>(n, true));
  if (n == 0)
    return;
  dom_[0].assign(n, false);
  dom_[0][0] = true;
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t b = 1; b < n; ++b) {
      // Unreachable blocks (no predecessor) are dominated by nothing else.
      std::vector<bool> d(n, !preds_[b].empty());
      for (size_t p : preds_[b])
        for (size_t k = 0; k < n; ++k)
          d[k] = d[k] && dom_[p][k];
      d[b] = true;
      if (d != dom_[b]) {
        dom_[b] = std::move(d);
        changed = true;
      }
    }
  }
}

std::optional<size_t> Cfg::position(unsigned id) const {
  auto it = position_.find(id);
  if (it == position_.end())
    return std::nullopt;
  return it->second;
}

bool Cfg::dominatesId(unsigned a, unsigned b) const {
  auto pa = position(a), pb = position(b);
  return pa && pb && dominates(*pa, *pb);
}

std::vector<bool> Cfg::reach(const std::vector<size_t> &from, bool forward,
                             size_t stop) const {
  const auto &edges = forward ? succs_ : preds_;
  std::vector<bool> seen(size(), false);
  std::vector<size_t> work(from.begin(), from.end());
  while (!work.empty()) {
    size_t b = work.back();
    work.pop_back();
    if (b == stop || seen[b])
      continue;
    seen[b] = true;
    for (size_t s : edges[b])
      work.push_back(s);
  }
  return seen;
}

std::vector<unsigned> Cfg::predIds(unsigned id) const {
  std::vector<unsigned> out;
  if (std::optional<size_t> p = position(id))
    for (size_t q : preds_[*p])
      out.push_back(ids_[q]);
  return out;
}

bool Cfg::allPathsThrough(
    unsigned id, const std::set<std::pair<unsigned, unsigned>> &edges) const {
  if (edges.empty() || size() == 0)
    return false;
  std::vector<bool> seen(size(), false);
  std::vector<size_t> work{0};
  seen[0] = true;
  while (!work.empty()) {
    size_t b = work.back();
    work.pop_back();
    for (size_t s : succs_[b])
      if (!seen[s] && !edges.count({ids_[b], ids_[s]})) {
        seen[s] = true;
        work.push_back(s);
      }
  }
  std::optional<size_t> p = position(id);
  return !p || !seen[*p];
}
