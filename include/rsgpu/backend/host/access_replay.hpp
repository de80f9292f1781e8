#pragma once
// Replay of the fast path's deferred accesses (access_log.hpp) into the
// shadow: the per-access rules of racecheck.hpp, with each record's own
// thread. A run of 4-byte accesses to global memory goes through a loop that
// repeats check_access_fast's common case (a word of this launch's page that
// is empty or holds the thread's own record); every other element — shared
// memory, a freed buffer, a page this launch has not touched yet, a word with
// another thread's record — goes through check_access_full, as if the thread
// had made the access just now.
#include "borrow_read.hpp"
#include "racecheck.hpp"

namespace rsgpu::detail::host {

namespace replay_detail {

/// Element by element, the per-access path (with the element's thread).
inline void exact(Unit &u, const LoggedRun &r, std::uint32_t from) {
  const Access k = Access(r.kind);
  for (std::uint32_t i = from; i < r.count; ++i) {
    tls_global = r.g0 + std::uint64_t(i) * r.tstep;
    const void *a = reinterpret_cast<const void *>(r.p + std::uintptr_t(std::intptr_t(i) * r.stride));
    // A read's bytes were tested for poison when it was made (record_access).
    if (k == Access::BorrowRead && u.arena_of(a) < 0) check_borrow_read(a, r.bytes);
    else if (k == Access::BorrowRead) check_access_full(a, r.bytes, Access::Read, false, true);
    else check_access_full(a, r.bytes, k, false, k == Access::Read);
  }
}

/// Element i of r alone, then (`then_write`) the same element's write.
inline void exact_one(Unit &u, const LoggedRun &r, std::uint32_t i, bool then_write) {
  LoggedRun one = r;
  one.count = i + 1;
  exact(u, one, i);
  if (then_write) {
    one.kind = (unsigned char)Access::Write;
    exact(u, one, i);
  }
}

/// run()'s common case: one granule per element, consecutive granules, one
/// thread or consecutive threads of the block (`mine`, `zip`, a grid-stride
/// loop's pass, a thread walking a range). The same rules as run()'s loop,
/// page by page; a page this launch has not tagged yet is tagged here, under
/// its lock, the way check_access_full's first access does it, and its words
/// of the run are written in the same pass: every record on it is an earlier
/// launch's, so each of the run's words becomes the record alone (the init
/// bit kept), which is what the per-access rules leave on an empty word.
inline void consecutive(Unit &u, const LoggedRun &r, bool then_write, const Region &reg,
                        GlobalShadow &sh, const AccessRec &me, std::uint64_t set_init) {
  using W = ShadowWord;
  const bool write = r.kind == (unsigned char)Access::Write || then_write;
  const unsigned read = racecheck_detail::rec_kind(Access::Read);
  const std::uint32_t id = u.L->id;
  const unsigned long long base = u.fast_base();
  AccessRec first = me;
  first.thread = 0;
  const std::uint64_t enc0 = W::encode(first) | set_init; // thread 0's word
  const std::uint64_t owner0 = W::owner_of(first);
  std::size_t g = (r.p - reg.base) / granule;
  std::uint64_t t = r.g0 - base; // the element's thread, in the block
  for (std::uint32_t i = 0; i < r.count;) {
    const std::size_t pg = g / W::page;
    const std::size_t page_end = std::min(sh.n, (pg + 1) * W::page);
    const std::uint32_t stop = std::uint32_t(std::min<std::uint64_t>(r.count, i + (page_end - g)));
    std::atomic<std::uint32_t> &tag = sh.page_launch[pg];
    bool shared = false; // a page launches running at once share: per access
    if (tag.load(std::memory_order_acquire) != id) {
      CellGuard guard(&cell_lock(&sh.words[pg * W::page]));
      shared = tag.load(std::memory_order_relaxed) != id &&
               page_stays_shared(tag.load(std::memory_order_relaxed), id);
      if (!shared && tag.load(std::memory_order_relaxed) != id) { // clear the page, write the run's words
        const std::size_t lo = g, hi = g + (stop - i);
        auto clear = [&](std::size_t k0, std::size_t k1) { // records of earlier launches go
          for (std::size_t k = k0; k < k1; ++k) {
            const std::uint64_t v = sh.words[k].load(std::memory_order_relaxed);
            if (v & ~W::init) sh.words[k].store(v & W::init, std::memory_order_relaxed);
          }
        };
        clear(pg * W::page, lo);
        std::uint64_t tk = t;
        for (std::size_t k = lo; k < hi; ++k, tk += r.tstep) { // the run's words
          const std::uint64_t v = sh.words[k].load(std::memory_order_relaxed);
          const std::uint64_t nw = (v & W::init) | enc0 | tk << 46;
          if (nw != v) sh.words[k].store(nw, std::memory_order_relaxed);
        }
        clear(hi, page_end);
        tag.store(id, std::memory_order_release);
        t += std::uint64_t(stop - i) * r.tstep;
        g = hi;
        i = stop;
        continue;
      }
    }
    if (shared) { // (the lock is released: check_access_full takes it)
      for (; i < stop; ++i, ++g, t += r.tstep) exact_one(u, r, i, then_write);
      continue;
    }
    for (; i < stop; ++i, ++g, t += r.tstep) {
      std::atomic<std::uint64_t> &wd = sh.words[g];
      std::uint64_t w = wd.load(std::memory_order_relaxed);
      if (!write && !(w & W::full) && W::covers_own_read(w, enc0 | t << 46)) continue;
      if (!(w & W::full) &&
          (W::kind(w) == 0 ||
           (W::owner(w) == (owner0 | t << 32) && (write || W::kind(w) == read)))) {
        const std::uint64_t nw = (w & W::init) | enc0 | t << 46;
        if (nw == w || wd.compare_exchange_strong(w, nw, std::memory_order_relaxed)) continue;
      }
      exact_one(u, r, i, then_write); // the per-access rules, with the element's thread
    }
  }
}

/// Replays run r; `then_write`: r is a run of reads and the next run writes
/// the same elements with the same threads (a read-modify-write through a
/// view, `*e = *e + 1`): both go through one update of each word (a read then
/// a write of one thread at one time leave that write as the word's record).
inline void run(Unit &u, const LoggedRun &r, bool then_write = false) {
  using W = ShadowWord;
  const Access k = Access(r.kind);
  const std::uintptr_t last = r.p + std::uintptr_t(std::intptr_t(r.count - 1) * r.stride);
  auto all_exact = [&] {
    if (!then_write) return exact(u, r, 0);
    for (std::uint32_t i = 0; i < r.count; ++i) exact_one(u, r, i, true);
  };
  // Shared memory: cells, one by one.
  if (u.arena_of(reinterpret_cast<const void *>(r.p)) >= 0 ||
      u.arena_of(reinterpret_cast<const void *>(last)) >= 0)
    return all_exact();
  Region *reg = Registry::get().find(reinterpret_cast<const void *>(r.p));
  if (!reg || last + r.bytes - reg->base > reg->size ||
      !reg->alive.load(std::memory_order_acquire))
    return all_exact(); // not (only) one live device buffer: what it is decides
  if (u.log.mem && (!reg->poisoned || reg->all_host_written.load(std::memory_order_acquire))) {
    u.log.init_lo = reg->base; // live (above): until the next free
    u.log.init_size = reg->size;
    u.log.init_gen = Registry::get().generation();
  }
  if (k == Access::BorrowRead) { // memcheck's test was the access's own
    const std::uint64_t gen = Registry::get().generation();
    if (reg->alive.load(std::memory_order_acquire)) {
      u.log.borrow_lo = reg->base;
      u.log.borrow_size = reg->size;
      u.log.borrow_gen = gen;
    }
    return;
  }
  const bool write = k == Access::Write || then_write;
  if (!u.race) { // memcheck alone: writes initialise
    if (!write) return;
    GlobalShadow &sh = reg->shadow();
    for (std::uint32_t i = 0; i < r.count; ++i) {
      const std::uintptr_t a = r.p + std::uintptr_t(std::intptr_t(i) * r.stride) - reg->base;
      for (std::uintptr_t g = a / granule; g <= (a + r.bytes - 1) / granule; ++g) {
        if (sh.words[g].load(std::memory_order_relaxed) & W::init) continue;
        // memcheck per byte: part of a granule of a poisoned buffer (racecheck.hpp)
        const std::uintptr_t lo = std::max<std::uintptr_t>(a, g * granule);
        const std::uintptr_t hi = std::min<std::uintptr_t>(a + r.bytes, (g + 1) * granule);
        if (hi - lo != granule && reg->poisoned &&
            !sh.init_part(g, ((1u << (hi - lo)) - 1) << (lo - g * granule)))
          continue;
        sh.words[g].fetch_or(W::init, std::memory_order_relaxed);
      }
    }
    return;
  }
  const BlockRt &b = u.blocks[u.fast_block()];
  // Whole granules only (elements of 4 to 64 bytes, the most a log entry
  // holds, aligned: a struct written whole through `->`).
  if (r.bytes % granule || r.bytes > 16 * granule || r.p % granule ||
      r.stride % std::intptr_t(granule) || u.cepoch || u.warp_clocks_live() ||
      b.epoch > W::max_bepoch)
    return all_exact();
  const unsigned per = r.bytes / granule;
  GlobalShadow &sh = reg->shadow();
  const std::uint32_t id = u.L->id;
  const unsigned read = racecheck_detail::rec_kind(Access::Read);
  const std::uint64_t set_init = u.mem && write ? W::init : 0;
  AccessRec me;
  me.block = b.linear;
  me.bepoch = b.epoch;
  me.cepoch = 0;
  me.wclock = 1; // own lane, no collective yet
  me.kind = racecheck_detail::rec_kind(write ? Access::Write : k);
  me.mask = 15;
  const unsigned long long base = u.fast_base();
  if (per == 1 && r.stride == std::intptr_t(granule) && r.tstep <= 1 && r.g0 - base < 1024 &&
      r.g0 + std::uint64_t(r.count - 1) * r.tstep - base < 1024)
    return consecutive(u, r, then_write, *reg, sh, me, set_init);
  std::size_t page = ~std::size_t(0);
  for (std::uint32_t i = 0; i < r.count; ++i) {
    const unsigned long long t = r.g0 + std::uint64_t(i) * r.tstep;
    const std::size_t g0 = (r.p + std::uintptr_t(std::intptr_t(i) * r.stride) - reg->base) / granule;
    me.thread = std::uint16_t(t - base);
    bool done = t - base < 1024;
    for (std::size_t g = g0; done && g < g0 + per; ++g) {
      if (g / W::page != page) {
        if (sh.page_launch[g / W::page].load(std::memory_order_acquire) != id) {
          done = false; // the locked path tags the page (or reports)
          break;
        }
        page = g / W::page;
      }
      std::atomic<std::uint64_t> &wd = sh.words[g];
      std::uint64_t w = wd.load(std::memory_order_relaxed);
      if (!write && !(w & W::full) && W::covers_own_read(w, W::encode(me))) continue;
      done = false;
      if (!(w & W::full) &&
          (W::kind(w) == 0 || (W::owner(w) == W::owner_of(me) && (write || W::kind(w) == read)))) {
        // (then_write: a read over the thread's own record, then its write:
        // the write's word, as the two single updates leave it.)
        const std::uint64_t nw = (w & W::init) | set_init | W::encode(me);
        done = nw == w || wd.compare_exchange_strong(w, nw, std::memory_order_relaxed);
      }
    }
    // Otherwise the whole element one by one (granules already updated hold
    // this thread's record, which the per-access rules simply replace).
    if (!done) exact_one(u, r, i, then_write);
  }
}

} // namespace replay_detail

template <class U> void flush_access_log(U &u) {
  AccessLog &lg = u.log;
  const unsigned n = lg.n;
  lg.clear();
  // While replaying, checks are the per-access ones (nothing is deferred) and
  // tls_global names each record's thread; both are restored, also when a
  // record races (KernelAbort).
  struct Restore {
    AccessLog *log = tls_log;
    unsigned long long global = tls_global;
    ~Restore() {
      tls_log = log;
      tls_global = global;
    }
  } restore;
  tls_log = nullptr;
  for (unsigned i = 0; i < n; ++i) {
    const LoggedRun &r = lg.runs[i];
    if (i + 1 < n && r.kind == (unsigned char)Access::Read && r.stride) {
      const LoggedRun &w = lg.runs[i + 1];
      if (w.kind == (unsigned char)Access::Write && w.p == r.p && w.stride == r.stride &&
          w.count == r.count && w.g0 == r.g0 && w.tstep == r.tstep && w.bytes == r.bytes) {
        replay_detail::run(u, r, true);
        ++i;
        continue;
      }
    }
    replay_detail::run(u, r);
  }
}

} // namespace rsgpu::detail::host
