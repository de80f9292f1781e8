#pragma once
// Deferred racecheck/memcheck records of the scheduler's fast path
// (docs/emulator.md, "Deferred records").
//
// While a unit's threads run one after another on the fast path (no barrier,
// collective, cluster barrier or atomic yet), a checked access is not looked
// up in the shadow: it is appended to the unit's log, and contiguous runs —
// element k at p + k * stride by thread g0 + k * tstep, tstep 0 or 1, one kind
// — compress to one entry. The log is replayed into the shadow, in order,
// before anything in the unit can change what orders its accesses: at the end
// of each block, when the unit leaves the fast path, before any access checked
// one by one (an atomic, a read of poison bytes) and before a panic is
// recorded. Replay applies exactly the per-access rules (racecheck.hpp), with
// each record's own thread; why the delay cannot hide or invent a race is in
// the docs. memcheck's uninitialised-read test is done at the access itself
// (record_access: a read none of whose bytes holds the poison pattern cannot
// be uninitialised; the others are checked one by one at once).
#include <cstddef>
#include <cstdint>

namespace rsgpu::detail::host {

class Unit;

/// A run of accesses of one kind and size: element k at p + k * stride, by
/// the fast path's thread g0 + k * tstep (tls_global), in this order.
struct LoggedRun {
  std::uintptr_t p = 0;
  std::intptr_t stride = 0;
  std::uintptr_t lo = 0, hi = 0; // granule-aligned hull of the bytes touched
  unsigned long long g0 = 0;
  std::uint32_t count = 0;
  unsigned char kind = 0, bytes = 0, tstep = 0; // kind: host::Access
};

struct AccessLog {
  static constexpr unsigned cap = 256; // runs; full: replayed, then emptied
  static constexpr unsigned open = 4;  // the newest runs may still grow
  Unit *unit = nullptr;
  bool mem = false; // memcheck on (reads test their bytes for poison)
  unsigned n = 0;
  unsigned hint[4] = {}; // per kind: the run its last access joined or began
  /// A live device buffer that reads through shared borrows need not be
  /// logged for (they are not recorded in its shadow, and their memcheck
  /// test is made at the access): set by replay, dropped when a buffer is
  /// freed (Registry generation).
  std::uintptr_t borrow_lo = 0, borrow_size = 0;
  std::uint64_t borrow_gen = 0;
  /// A live device buffer none of whose bytes can be uninitialised (never
  /// poisoned, or a host copy wrote it whole): memcheck's poison test of a
  /// read on the fast path is skipped there (set by replay, dropped at a
  /// unit's start when a buffer was freed since).
  std::uintptr_t init_lo = 0, init_size = 0;
  std::uint64_t init_gen = 0;
  /// Per kind: where the run its last access joined goes on (0: unknown, or
  /// the run has more than one newer run: extend() does not apply).
  /// What extend() needs of the run sits here, next to the test (a
  /// pointer, not an index scaled by the entry size, and the run's steps).
  struct Cursor {
    std::uintptr_t next_p = 0;
    unsigned long long next_g = 0;
    LoggedRun *runp = nullptr;
    std::intptr_t stride = 0;
    unsigned bytes = 0, tstep = 0;
  } cur[4];
  /// runs[n] is empty (lo = hi = 0) whenever a cursor is set (add() empties
  /// the entry after each run it appends): extend() compares the access with
  /// its run's newer neighbour without testing whether one exists.
  LoggedRun runs[cap + 1];

  /// Forgets the runs (replay reads them after: their entries stay as they are).
  void clear() {
    n = 0;
    for (Cursor &c : cur) c.next_p = 0;
  }

  /// add()'s common case, for record_access's first look: p is where the
  /// run its kind's last access joined goes on, by the thread it expects,
  /// and its one newer run (if any: a cursor whose run has two is cleared
  /// when the second is appended) does not touch p's granules. Cursors are
  /// set for runs of stride >= 0 only, so p is the run's highest element:
  /// the hull grows by a plain store of hi (compares and conditional stores
  /// here cost a quarter of a checked saxpy).
  [[gnu::always_inline]] bool extend(std::uintptr_t p, unsigned bytes, unsigned char kind,
                                     unsigned long long g) {
    Cursor &c = cur[kind & 3];
    if (p != c.next_p || g != c.next_g || bytes != c.bytes) return false;
    LoggedRun &r = *c.runp;
    const LoggedRun &newer = (&r)[1]; // runs[n], empty, when r is the newest
    const std::uintptr_t lo = p & ~std::uintptr_t(3), hi = (p + bytes + 3) & ~std::uintptr_t(3);
    if (lo < newer.hi && newer.lo < hi) return false;
    const std::uint32_t count = r.count;
    if (count >= (1u << 30)) return false;
    r.count = count + 1;
    r.hi = hi;
    c.next_p = p + std::uintptr_t(c.stride);
    c.next_g = g + c.tstep;
    return true;
  }

  /// Appends an access; false when the log is full (replay it, then retry).
  /// An access joins one of the `open` newest runs it continues only if no
  /// newer run touches its granules: replay keeps the order of the accesses
  /// to each granule, which is all the shadow's rules depend on.
  [[gnu::always_inline]] bool add(std::uintptr_t p, unsigned bytes, unsigned char kind, unsigned long long g) {
    const std::uintptr_t lo = p & ~std::uintptr_t(3), hi = (p + bytes + 3) & ~std::uintptr_t(3);
    const unsigned stop = n > open ? n - open : 0;
    // The common case first: the run this kind's last access joined goes on
    // (element and thread where its stride puts them), and no newer run
    // touches these granules.
    if (unsigned h = hint[kind & 3]; h >= stop && h < n) {
      LoggedRun &r = runs[h];
      if (r.count > 1 && r.kind == kind && r.bytes == bytes && r.count < (1u << 30) &&
          p == r.p + std::uintptr_t(std::intptr_t(r.count) * r.stride) &&
          g == r.g0 + r.count * r.tstep) {
        bool clear = true;
        for (unsigned j = h + 1; j < n; ++j) clear &= !(lo < runs[j].hi && runs[j].lo < hi);
        if (clear) {
          grow(r, lo, hi);
          aim(h, bytes);
          return true;
        }
      }
    }
    for (unsigned j = n; j-- > stop;) {
      LoggedRun &r = runs[j];
      if (r.kind == kind && r.bytes == bytes && r.count < (1u << 30)) {
        if (r.count == 1) {
          const unsigned long long dt = g - r.g0;
          if (dt <= 1) {
            r.stride = std::intptr_t(p - r.p);
            r.tstep = (unsigned char)dt;
            grow(r, lo, hi);
            hint[kind & 3] = j;
            aim(j, bytes);
            return true;
          }
        } else if (p == r.p + std::uintptr_t(std::intptr_t(r.count) * r.stride) &&
                   g == r.g0 + r.count * r.tstep) {
          grow(r, lo, hi);
          hint[kind & 3] = j;
          aim(j, bytes);
          return true;
        }
      }
      if (lo < r.hi && r.lo < hi) break; // a newer run touches these granules
    }
    if (n == cap) return false;
    hint[kind & 3] = n;
    cur[kind & 3].next_p = 0; // the stride is not known yet
    // A run with two newer runs is extended by add() only.
    for (Cursor &c : cur)
      if (c.runp && unsigned(c.runp - runs) + 1 < n) c.next_p = 0;
    runs[n + 1].lo = runs[n + 1].hi = 0;
    LoggedRun &r = runs[n++];
    r.p = p;
    r.stride = 0;
    r.lo = lo;
    r.hi = hi;
    r.g0 = g;
    r.count = 1;
    r.kind = kind;
    r.bytes = (unsigned char)bytes;
    r.tstep = 0;
    return true;
  }

private:
  void aim(unsigned j, unsigned bytes) {
    const LoggedRun &r = runs[j];
    Cursor &c = cur[r.kind & 3];
    // extend() looks at one newer run only, and grows the hull upwards only.
    c.next_p = j + 2 < n || r.stride < 0 ? 0 : r.p + std::uintptr_t(std::intptr_t(r.count) * r.stride);
    c.next_g = r.g0 + r.count * r.tstep;
    c.runp = &runs[j];
    c.stride = r.stride;
    c.tstep = r.tstep;
    c.bytes = bytes;
  }
  static void grow(LoggedRun &r, std::uintptr_t lo, std::uintptr_t hi) {
    ++r.count;
    if (lo < r.lo) r.lo = lo;
    if (hi > r.hi) r.hi = hi;
  }
};

/// Whether any of the `bytes` bytes at p holds the poison pattern (relaxed
/// atomic loads: other OS threads may update them with atomics). memcheck is
/// per byte: a read none of whose bytes holds it cannot be uninitialised.
/// any_poison's sizes other than an aligned 4 bytes (out of line: the views'
/// trace branch keeps only the common test in line).
[[gnu::noinline]] inline bool any_poison_rest(const void *p, std::size_t bytes,
                                              unsigned char poison) {
  const auto *b = static_cast<const unsigned char *>(p);
  for (std::size_t i = 0; i < bytes; ++i)
    if (__atomic_load_n(b + i, __ATOMIC_RELAXED) == poison) return true;
  return false;
}
[[gnu::always_inline]] inline bool any_poison(const void *p, std::size_t bytes,
                                              unsigned char poison) {
  if (bytes == 4 && reinterpret_cast<std::uintptr_t>(p) % 4 == 0) { // a zero byte in v ^ pattern
    const std::uint32_t v = __atomic_load_n(static_cast<const std::uint32_t *>(p),
                                            __ATOMIC_RELAXED) ^ (0x01010101u * poison);
    return ((v - 0x01010101u) & ~v & 0x80808080u) != 0;
  }
  return any_poison_rest(p, bytes, poison);
}

} // namespace rsgpu::detail::host
