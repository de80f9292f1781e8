#pragma once
// racecheck and memcheck: every access through an rsgpu view, in a launch with
// Check::Race or Check::Mem, lands here with its address, size and kind.
//
// Ordering ("happens before") between two accesses of one launch:
//  - the same thread;
//  - same block, and a Block::sync() completed in between (block epoch);
//  - same cluster, and a Cluster::sync() completed in between (cluster epoch);
//  - same warp, and a warp collective joined the two lanes in between (32-lane
//    vector clocks per thread, joined at each completed collective).
// Nothing else orders accesses within a launch: blocks of different clusters
// are never ordered, whether they ran in parallel or one after the other, so
// a global-memory race across blocks is found deterministically. Two atomic
// accesses never race; atomics do not order other accesses (see docs).
#include <cstdio>
#include <string>

#include "scheduler.hpp"

namespace rsgpu::detail::host {

namespace racecheck_detail {

inline unsigned char rec_kind(Access k) { return (unsigned char)(unsigned(k) + 1); }

inline const char *kind_name(unsigned char k) { // AccessRec::kind (Access + 1)
  switch (Access(k - 1)) {
  case Access::Read:
  case Access::LeaseRead: return "read";
  case Access::Write: return "write";
  case Access::Atomic: return "atomic";
  }
  return "?";
}

struct Checker {
  Unit &u;
  unsigned slot;         // the running thread's slot in the unit
  const BlockRt &b;      // its block
  const Knowledge &know; // what it acquired through atomics
  AccessRec me;

  bool ordered(const AccessRec &o) const {
    if (o.cepoch < u.cepoch && u.holds_block(o.block)) return true;
    if (o.block == me.block) {
      if (o.bepoch < b.epoch) return true;
      return o.thread / 32 == me.thread / 32 && u.clock(slot, o.thread % 32) >= o.wclock;
    }
    return covers(know, o) || covers(b.know, o);
  }

  bool conflicts(const AccessRec &o) const {
    if (o.empty() || !(o.mask & me.mask) || o.same_thread(me)) return false;
    if (o.kind == me.kind && o.kind != rec_kind(Access::Write))
      return false; // two reads, or two atomics
    return !ordered(o);
  }

  std::string thread_text(const AccessRec &o) const {
    const LaunchState &L = *u.L;
    return "block " + dim_text(unlinear(L.grid, o.block)) + " thread " +
           dim_text(unlinear(L.block, o.thread));
  }

  [[noreturn]] void report(const AccessRec &o, const std::string &where) const {
    u.L->fail(Error(ErrorKind::DataRace,
                    "racecheck: data race in kernel " + u.L->kernel_name + " on " + where +
                        ": " + kind_name(o.kind) + " by " + thread_text(o) + " and " +
                        kind_name(me.kind) + " by " + thread_text(me) +
                        " are not ordered by a barrier, warp collective or cluster "
                        "barrier"));
    throw KernelAbort{};
  }

  /// Update the cell; returns the earlier access this one races with, if any.
  const AccessRec *race(Cell &c) {
    if (c.launch() != u.L->id) c.reset_records(u.L->id);
    if (conflicts(c.w)) return &c.w;
    if (me.kind == rec_kind(Access::Read)) {
      auto replaceable = [&](const AccessRec &r) {
        return r.empty() || r.same_thread(me) || ordered(r);
      };
      if (replaceable(c.r1)) {
        c.r1 = me;
        if (!c.r2.empty() && replaceable(c.r2)) c.r2 = AccessRec{};
      } else if (replaceable(c.r2)) {
        c.r2 = me; // two unordered readers: any unordered writer conflicts with one
      }
      return nullptr;
    }
    if (conflicts(c.r1)) return &c.r1;
    if (conflicts(c.r2)) return &c.r2;
    c.w = me;
    c.r1 = c.r2 = AccessRec{};
    return nullptr;
  }
};

} // namespace racecheck_detail

/// Check one access of `bytes` bytes at p; throws KernelAbort after recording
/// an Error when it races or is a memory error. For an atomic with racecheck
/// on it returns the lock of p's stripe, held: the caller performs the atomic
/// operation and then unlocks it, so that the order in which atomics on one
/// address acquire and release racecheck's knowledge is the order in which
/// their operations reach memory (otherwise a fetch_add that comes last in
/// memory may have taken its knowledge before an earlier one released).
/// Only a caller that asks (`hold`, record_atomic) gets it held; otherwise the
/// bookkeeping is done under the lock and nothing stays locked.
[[gnu::noinline]] inline std::mutex *check_access(const void *p, std::size_t bytes, Access k,
                                                  bool hold = false) {
  if (!bytes) return nullptr;
  ThreadState &t = current();
  Unit &u = *static_cast<Unit *>(t.unit);
  // The fast path (threads that have not waited yet) keeps no slots; an
  // atomic needs the thread's own knowledge: leave the fast path first.
  if (u.fast() && k == Access::Atomic && u.race) u.current_slot();
  LaunchState &L = *u.L;
  const unsigned bi = t.slot / u.threads_per_block(), rank = t.rank;
  static const Knowledge none;
  const Knowledge &know = u.fast() ? none : u.slots[t.slot].know;
  auto who = [&] { return u.who(bi, rank); };

  Cell *cells;
  std::uintptr_t base;
  bool poisoned, local;
  Region *region = nullptr; // global memory: host copies are initialising writes
  int a = u.arena_of(p);
  if (a >= 0) {
    cells = u.blocks[unsigned(a)].arena->shadow();
    base = reinterpret_cast<std::uintptr_t>(u.blocks[unsigned(a)].arena->base());
    poisoned = u.mem;
    local = true;
  } else {
    Region *r = Registry::get().find(p);
    if (!r) return nullptr; // not device memory: not instrumented (docs/emulator.md)
    if (u.mem && !r->alive.load(std::memory_order_acquire)) {
      char buf[64];
      std::snprintf(buf, sizeof buf, "%p", p);
      L.fail(Error(ErrorKind::MemoryError,
                   "memcheck: kernel " + L.kernel_name + ": " +
                       racecheck_detail::kind_name(racecheck_detail::rec_kind(k)) + " of " +
                       std::to_string(bytes) + " bytes at " + buf + " (byte offset " +
                       std::to_string(reinterpret_cast<std::uintptr_t>(p) - r->base) +
                       " of a freed " + std::to_string(r->size) + "-byte device buffer) by " +
                       who()));
      throw KernelAbort{};
    }
    region = r;
    cells = r->shadow();
    base = r->base;
    poisoned = r->poisoned;
    local = false;
  }
  std::uintptr_t off = reinterpret_cast<std::uintptr_t>(p) - base;
  auto describe = [&] {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%p", p);
    if (a >= 0)
      return "shared memory of block " + dim_text(u.blocks[unsigned(a)].idx) +
             " at byte offset " + std::to_string(off) + " (index " +
             std::to_string(off / bytes) + " of " + std::to_string(bytes) +
             "-byte elements)";
    return "global memory at " + std::string(buf) + " (byte offset " + std::to_string(off) +
           ", index " + std::to_string(off / bytes) + " of " + std::to_string(bytes) +
           "-byte elements)";
  };

  const BlockRt &b = u.blocks[bi];
  racecheck_detail::Checker ck{u, t.slot, b, know, {}};
  ck.me.block = b.linear;
  ck.me.thread = std::uint16_t(rank);
  ck.me.bepoch = b.epoch;
  ck.me.cepoch = u.cepoch;
  ck.me.wclock = u.race ? u.clock(t.slot, rank % 32) : 0;
  ck.me.kind = racecheck_detail::rec_kind(k);

  for (std::uintptr_t g = off / granule; g <= (off + bytes - 1) / granule; ++g) {
    std::uintptr_t lo = std::max<std::uintptr_t>(off, g * granule);
    std::uintptr_t hi = std::min<std::uintptr_t>(off + bytes, (g + 1) * granule);
    ck.me.mask = (unsigned char)(((1u << (hi - lo)) - 1) << (lo - g * granule));
    Cell &c = cells[g];
    // The lock below waits for earlier stores (a locked instruction drains
    // the store buffer); threads in a row touch cells in a row, so fetch the
    // next ones while it waits (a prefetch never faults).
    __builtin_prefetch(&c + 4, 1, 0);
    __builtin_prefetch(&c + 8, 1, 0);
    CellGuard guard(local ? nullptr : &cell_lock(&c));
    if (u.mem) {
      if (k != Access::Write && !c.init() && poisoned && !(region && region->host_written(g))) {
        auto *bp = reinterpret_cast<const unsigned char *>(base + lo);
        bool untouched = true;
        for (std::uintptr_t i = 0; i < hi - lo; ++i) untouched &= bp[i] == poison_byte;
        if (untouched) {
          L.fail(Error(ErrorKind::MemoryError,
                       "memcheck: kernel " + L.kernel_name + ": " + who() +
                           " reads uninitialised " + describe()));
          throw KernelAbort{};
        }
      }
      if (k != Access::Read) c.set_init();
    }
    if (u.race)
      if (const AccessRec *o = ck.race(c)) ck.report(*o, describe());
  }
  if (!(u.race && k == Access::Atomic)) return nullptr;
  std::mutex &op = SyncObjects::get().op_lock(p);
  op.lock();
  SyncObjects::get().acq_rel(L.id, p, u.slots[t.slot].know, b.know, {b.linear, b.epoch});
  if (hold) return &op;
  op.unlock();
  return nullptr;
}

} // namespace rsgpu::detail::host
