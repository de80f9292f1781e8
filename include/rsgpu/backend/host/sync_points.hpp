#pragma once
// The fourth layer of a unit's scheduler (scheduler.hpp): the scheduling
// points. Block::sync() counts arrivals and releases a block's waiters,
// Cluster::sync() those of every block of the cluster, and a warp collective
// gathers its lanes' data; each checks synccheck's rules on the way (the
// reports: sync_report.hpp) and, with racecheck on, shares what the threads
// acquired (a barrier) or joins their warp clocks (a collective).
#include <cstring>
#include <string>
#include <vector>

#include "fiber_block.hpp"
#include "warp_clocks.hpp"

namespace rsgpu::detail::host {

class SyncPoints : public FiberBlock {
public:
  /// Racecheck: component `lane` of the warp vector clock of thread `slot`
  /// (before any collective: 1 for the thread's own lane, 0 for the others).
  std::uint32_t clock(unsigned slot, unsigned lane) const {
    return clocks_.get(slot, lane, nthreads_);
  }
  /// Whether a warp collective has run in the unit (racecheck's warp clocks
  /// exist); until then clock(slot, lane) is 1 for the slot's own lane.
  bool warp_clocks_live() const { return clocks_.live(); }

  /// Block::sync(). `file`/`line` identify the barrier for synccheck.
  void barrier(const char *file, unsigned line) {
    Slot &s = current_slot();
    BlockRt &b = block_of(s);
    if (aborted()) throw KernelAbort{};
    check_not_expected_by_warp(s, "Block::sync()");
    if (!b.arrived) {
      b.bar_file = file;
      b.bar_line = line;
      b.bar_rank = s.rank;
    } else if (RSGPU_UNLIKELY(b.bar_line != line || b.bar_file != file)) {
      other_barrier(s, file, line);
    }
    const unsigned k = b.arrived++; // threads of the block waiting here
    if (k + 1 + b.done == nthreads_) {
      if (RSGPU_UNLIKELY(b.done)) partial_barrier(b);
      b.arrived = 0;
      ++b.epoch;
      if (race) share_knowledge(&slots[std::size_t(s.block) * nthreads_], nthreads_, b.know);
      release_barrier(s.block, k);
      return;
    }
    waiters_[std::size_t(s.block) * nthreads_ + k] = unsigned(cur_); // s's index
    wait_here(s, Wait::Barrier);
  }

  /// The last of a block's threads arrived: the `n` that wait (their slots in
  /// waiters_, in arrival order) become ready. Their slots are not touched
  /// here (one cache line each, 256 per barrier): pick_next() marks a slot
  /// running when it resumes it, and until then only deadlock() could look at
  /// its state, which runs only when nothing is ready.
  void release_barrier(unsigned block, unsigned n) {
    if (RSGPU_UNLIKELY(rng_)) return release_barrier_seeded(block);
    ready_.push_all(&waiters_[std::size_t(block) * nthreads_], n);
  }

  /// Seeded mode: the ready order seeds replay with, rank order.
  [[gnu::cold, gnu::noinline]] void release_barrier_seeded(unsigned block) {
    Slot *first = &slots[std::size_t(block) * nthreads_];
    for (unsigned i = 0; i < nthreads_; ++i)
      if (first[i].wait == Wait::Barrier && first[i].run == Run::Waiting)
        make_ready(unsigned(&first[i] - slots.data()));
  }

  /// synccheck: thread s arrives at a barrier at file:line while the first
  /// arrival of its block waits at another one. Out of line and cold, so the
  /// barrier stays small enough to inline into kernels.
  [[gnu::cold, gnu::noinline]] void other_barrier(const Slot &s, const char *file,
                                                  unsigned line) {
    const BlockRt &b = blocks[s.block];
    if (!any(L->checks & Check::Sync) || !file || !b.bar_file) return;
    if (b.bar_line == line && std::strcmp(b.bar_file, file) == 0) return; // same site
    sync_fail(sync_report::other_barrier(who(s), file, line, who(s.block, b.bar_rank),
                                         b.bar_file, b.bar_line));
  }
  [[noreturn, gnu::cold, gnu::noinline]] void partial_barrier(const BlockRt &b) {
    sync_fail(partial(b, "Block::sync()"));
  }

  /// Cluster::sync(): every thread of every block of the cluster.
  void cluster_barrier() {
    Slot &s = current_slot();
    if (aborted()) throw KernelAbort{};
    check_not_expected_by_warp(s, "Cluster::sync()");
    if (++cl_arrived_ + n_done_ == nslots_) {
      if (n_done_) sync_fail(sync_report::cluster_exited(n_done_, who(s)));
      cl_arrived_ = 0;
      ++cepoch;
      if (race) {
        // What each block knows, and each block's accesses before the
        // barrier: a later release by any thread of the cluster carries its
        // mates' accesses too (red team 15: reads of every block, a cluster
        // barrier, then rank 0's acq_rel ticket orders them all).
        Knowledge all;
        for (auto &b : blocks) {
          merge(all, b.know);
          merge(all, Knowledge{Know{b.linear, b.epoch}});
        }
        share_knowledge(slots.data(), nslots_, all);
        for (auto &b : blocks) b.know = all;
      }
      for (auto &b : blocks) ++b.epoch;
      for (unsigned i = 0; i < nslots_; ++i)
        if (slots[i].wait == Wait::Cluster) make_ready(i);
      return;
    }
    wait_here(s, Wait::Cluster);
  }

  /// See primitives.hpp: warp_collective.
  void collective(unsigned mask, const void *mine, std::size_t bytes, void *out,
                  const CollectiveOp &op) {
    Slot &s = current_slot();
    if (aborted()) throw KernelAbort{};
    unsigned lane = s.rank % 32, me = 1u << lane;
    WarpRt &w = block_of(s).warps[s.rank / 32];
    if (!(mask & me)) sync_fail(sync_report::mask_without_own_lane(who(s), op, mask, lane));
    WarpGroup *g = nullptr, *free_g = nullptr;
    for (auto &x : w.groups) {
      if (!x.active) {
        if (!free_g) free_g = &x;
      } else if (x.mask == mask) {
        g = &x;
      } else if (x.mask & me) {
        sync_fail(sync_report::overlapping_masks(who(s), op, mask, x.arrived, x.op, x.mask));
      }
    }
    unsigned need = mask & w.present;
    if (need & w.exited)
      sync_fail(sync_report::lanes_exited(who(s), op, mask, need & w.exited));
    if (g && (!same_collective(g->op, op) || g->bytes != bytes))
      sync_fail(sync_report::different_collectives(
          mask, who(slots[std::size_t(s.block) * nthreads_ + (s.rank & ~31u) + g->first]),
          g->first, g->op, g->bytes, who(s), lane, op, bytes));
    if (!g) {
      if (!free_g) {
        w.groups.emplace_back();
        free_g = &w.groups.back();
      }
      g = free_g;
      ++w.pending;
      ++pending_all_;
      g->active = true;
      g->mask = mask;
      g->arrived = 0;
      g->first = lane;
      g->op = op;
      g->bytes = bytes;
      g->data.resize(32 * bytes);
    }
    std::memcpy(g->data.data() + lane * bytes, mine, bytes);
    g->out[lane] = out;
    g->arrived |= me;
    if (g->arrived != need) return wait_here(s, Wait::Collective);
    std::size_t warp_base = std::size_t(s.block) * nthreads_ + (s.rank & ~31u);
    for (unsigned l = 0; l < 32; ++l)
      if (need >> l & 1) std::memcpy(g->out[l], g->data.data(), 32 * bytes);
    if (race) clocks_.join(warp_base, need, nslots_, nthreads_);
    g->active = false;
    --w.pending;
    --pending_all_;
    for (unsigned l = 0; l < 32; ++l)
      if ((need >> l & 1) && l != lane) make_ready(unsigned(warp_base + l));
  }

protected:
  void begin_sync() {
    if (waiters_.size() < nslots_) waiters_.resize(nslots_);
    clocks_.reset(); // racecheck's warp clocks: at the first collective
  }

  /// A barrier makes what any of its threads acquired known to all of them.
  void share_knowledge(Slot *first, unsigned n, Knowledge &into) {
    for (unsigned i = 0; i < n; ++i) {
      merge(into, first[i].know);
      first[i].know.clear();
    }
  }

  std::vector<unsigned> waiters_; // per block: the slots waiting at its barrier
  WarpClocks clocks_; // racecheck's, per slot
};

} // namespace rsgpu::detail::host
