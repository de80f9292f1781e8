// Red team 14 (2026-12-08): misuse the emulator's checks must catch, written
// black-box from README.md, docs/library.md, docs/emulator.md,
// docs/safety-model.md and docs/device/*.md only (the implementation was not
// read). Red team 13 covered the basics of struct members reached through an
// `ElemRef` (`e->m`, `e.field(&T::m)`); this set goes further:
// - synchronisation points *inside* a `->` expression (a member function
//   called through `->` that waits at a block barrier, a warp collective, a
//   cluster barrier, or does an atomic): docs/library.md says the access is
//   settled there ("what it did before that point is checked before it, and
//   what other threads write while it waits is theirs; its read of the
//   element counts before the first such point"). Writes before / after the
//   point, several barriers, nested and two-element `->` expressions;
// - `e.operator->()` used as a raw pointer: a write of the whole element;
// - the report naming the `DeviceBuffer<T>` element of a member access
//   ("index 28 of 4-byte elements: bytes 0..3 of index 7 of 16-byte
//   elements", docs/emulator.md) for 1- and 2-byte members at odd offsets,
//   array and nested members, 6- and 10-byte elements;
// - panics and races found inside a `->` member call while other threads wait
//   at a barrier / collective: the documented error, no hang, and the stream
//   works afterwards;
// - `e.field(&T::arr, i)`: bounds (S6, the caller's file and line) and exact
//   per-element races across blocks.
// Each misuse asserts the documented error kind and what the message names;
// twins run clean and compute the right values. Cases that fail are listed in
// open.txt (label adversarial_open).
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt14 {
using namespace ::red_team;
inline std::string th_g(unsigned long long g, unsigned bs) {
  return th(unsigned(g / bs), unsigned(g % bs));
}
/// "index i of n-byte" (either the access's own index or the element's).
inline std::string ix(std::size_t i, std::size_t n) { return idx(i, n); }
/// A race report naming element `i` of `size`-byte elements and global
/// threads `a` and `b` (block size `bs`); `writer` must be named as a write.
inline void race_names(const Error &e, std::size_t i, std::size_t size,
                       unsigned long long a, unsigned long long b, unsigned bs,
                       unsigned long long writer = ~0ull) {
  const auto m = msg(e);
  INFO(m);
  CHECK(has(m, ix(i, size)));
  CHECK(has(m, th_g(a, bs)));
  CHECK(has(m, th_g(b, bs)));
  auto v = named(m);
  if (writer == ~0ull) // both write: either may be named as the write
    CHECK((names(v, "write", unsigned(a / bs), unsigned(a % bs)) ||
           names(v, "write", unsigned(b / bs), unsigned(b % bs))));
  else
    CHECK(names(v, "write", unsigned(writer / bs), unsigned(writer % bs)));
}
constexpr unsigned kNone = 1u << 30; // no thread has this id
} // namespace rt14

using rt14::expect_error;
using rt14::expect_ok;
using rt14::has;
using rt14::msg;
using rt14::text;

namespace {
// One site for each kind of synchronisation point (docs/emulator.md:
// synccheck compares the call site; collectives take theirs as default
// arguments, so a helper is one site wherever it is called from).
template <class B> RSGPU_FN void step(B &b) { b.sync(); }
template <class W> RSGPU_FN float wsum(W &w, float v) {
  return w.reduce(v, Plus{});
}
template <class W> RSGPU_FN unsigned wvote(W &w, bool p) {
  return w.ballot(p);
}
template <class C> RSGPU_FN void csync(C &cl) { cl.sync(); }

struct Inner {
  int a, b;
};
struct Cell {
  int hits;    // bytes 0..3
  int other;   // 4..7
  float arr[4]; // 8..23
  Inner inner; // 24..31
  // Writes `hits` in phase `p` of three barriers (phase 0 before the first,
  // 3 after the last).
  template <class B> RSGPU_FN void set_in_phase(B &b, int p, int v) {
    for (int k = 0; k < 3; ++k) {
      if (k == p)
        hits = v;
      step(b);
    }
    if (p == 3)
      hits = v;
  }
  template <class B> RSGPU_FN int read_then_sync(B &b) {
    int v = hits;
    step(b);
    return v;
  }
  template <class B> RSGPU_FN int sync_then_get(B &b) {
    step(b);
    return hits + 1;
  }
  template <class B> RSGPU_FN void set_sync_set(B &b, int v) {
    hits = v;
    step(b);
    other = v;
  }
  template <class W> RSGPU_FN float set_then_sum(W &w, int v) {
    hits = v;
    return wsum(w, 1.0f);
  }
  template <class W> RSGPU_FN unsigned vote_hits(W &w) {
    return wvote(w, hits > 100);
  }
  template <class A> RSGPU_FN unsigned set_then_ticket(A a, int v) {
    hits = v;
    return a.at(0).fetch_add(1u, Ordering::AcqRel);
  }
  template <class A> RSGPU_FN unsigned read_then_ticket(A a, int *seen) {
    *seen = hits;
    return a.at(0).fetch_add(1u, Ordering::AcqRel);
  }
  template <class A> RSGPU_FN unsigned ticket_then_set(A a, int v) {
    unsigned k = a.at(0).fetch_add(1u, Ordering::AcqRel);
    hits = v;
    return k;
  }
  template <class C> RSGPU_FN void set_then_csync(C &cl, int v) {
    hits = v;
    csync(cl);
  }
  template <class C> RSGPU_FN void csync_then_set(C &cl, int v) {
    csync(cl);
    hits = v;
  }
  template <class W>
  RSGPU_FN float lookup_then_sum(W &w, Slice<const float> tbl,
                                 std::size_t i) {
    arr[0] = tbl[i];
    return wsum(w, arr[0]);
  }
  template <class C>
  RSGPU_FN void lookup_then_csync(C &cl, Slice<const float> tbl,
                                  std::size_t i) {
    arr[1] = tbl[i];
    csync(cl);
    arr[2] = 2.0f * arr[1];
  }
};
// 6 bytes: a 2-byte member at 0, 1-byte members at 2 and 3..5.
struct Odd6 {
  std::uint16_t a;
  std::uint8_t b;
  std::uint8_t arr[3];
};
struct In6 {
  std::uint16_t x;
  std::uint8_t y[4];
};
// 10 bytes: members at 0..1, a nested struct at 2..7, 8..9.
struct N10 {
  std::uint16_t h;
  In6 in;
  std::uint16_t t;
};
} // namespace
RSGPU_DEVICE_COPY(Inner);
RSGPU_DEVICE_COPY(Cell);
RSGPU_DEVICE_COPY(Odd6);
RSGPU_DEVICE_COPY(In6);
RSGPU_DEVICE_COPY(N10);

static_assert(sizeof(Cell) == 32, "Cell: 32 bytes");
static_assert(sizeof(Odd6) == 6, "Odd6: 6 bytes");
static_assert(sizeof(N10) == 10, "N10: 10 bytes");

// =============================================== block barriers inside `->`

namespace {
// Thread 0 calls, through `->` on cell 0, a member function that writes
// `hits` in phase `p0` of three barriers; thread `r` writes cell 0's `hits`
// exactly (`field`) in phase `pr` (phase 3: after the third barrier); every
// other thread just waits at the three barriers. out[0]: what `r` wrote.
struct PhaseWrites {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned r, int p0,
                           int pr) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      c.unsafe_at(0)->set_in_phase(b, p0, 5);
      return;
    }
    for (int k = 0; k < 3; ++k) {
      if (me == r && k == pr)
        c.unsafe_at(0).field(&Cell::hits) = 9;
      step(b);
    }
    if (me == r && pr == 3)
      c.unsafe_at(0).field(&Cell::hits) = 9;
  }
};
} // namespace

// S5: the `->` call writes `hits` between two of its barriers (or after the
// last); another thread writes `hits` exactly in the same phase: unordered, a
// race, whichever runs first in the phase (seeds).
TEST_CASE("S5_rt14_member_write_in_one_phase_of_an_arrow_call_spanning_three_barriers_races") {
  for (int p : {1, 2, 3})
    for (unsigned r : {1u, 31u})
      for (unsigned long long seed : {0ull, 1ull, 7ull}) {
        INFO("phase " << p << ", writer " << r << ", seed " << seed);
        auto s = rt14::stream();
        auto c = rt14::zeroed<Cell>(s, 1);
        REQUIRE(launch(s, rt14::cfg(1, 32, seed), PhaseWrites{},
                       c.borrow_mut(), r, p, p));
        auto e = expect_error(s, ErrorKind::DataRace);
        CHECK(has(msg(e), "PhaseWrites"));
        rt14::race_names(e, 0, 32, 0, r, 32, r);
        CHECK(rt14::names(rt14::named(msg(e)), "write", 0, 0));
      }
}

// Twin: the same writes in different phases are ordered by the barriers
// between them (the `->` write checked in its own phase, not at the end of
// the expression), the later write's value stays.
TEST_CASE("S5_rt14_member_writes_in_different_phases_of_an_arrow_call_run_clean_twin") {
  struct P {
    int p0, pr;
  };
  for (auto ph : {P{1, 2}, P{2, 1}, P{2, 3}, P{3, 2}, P{1, 3}})
    for (unsigned long long seed : {0ull, 1ull, 7ull}) {
      INFO("arrow phase " << ph.p0 << ", field phase " << ph.pr << ", seed "
                          << seed);
      auto s = rt14::stream();
      auto c = rt14::zeroed<Cell>(s, 1);
      REQUIRE(launch(s, rt14::cfg(1, 32, seed), PhaseWrites{}, c.borrow_mut(),
                     9u, ph.p0, ph.pr));
      expect_ok(s);
      CHECK(rt14::back(c)[0].hits == (ph.p0 > ph.pr ? 5 : 9));
    }
}

// Limit (docs/library.md: "its read of the element counts before the first
// such point", and a member read through `->` races with another thread's
// write of any member): another thread's exact write of `other` before the
// first barrier races with the `->` call's element read, although the call
// touches only `hits`, and only after that barrier.
TEST_CASE("S5_rt14_limit_foreign_write_before_the_first_barrier_of_an_arrow_call_races_with_its_element_read") {
  struct OtherBeforeFirst {
    RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned r) const {
      auto b = t.block();
      const unsigned me = b.thread_rank();
      if (me == 0) {
        c.unsafe_at(0)->set_in_phase(b, 2, 5);
        return;
      }
      if (me == r)
        c.unsafe_at(0).field(&Cell::other) = 9;
      for (int k = 0; k < 3; ++k)
        step(b);
    }
  };
  auto s = rt14::stream();
  auto c = rt14::zeroed<Cell>(s, 1);
  REQUIRE(launch(s, rt14::cfg(1, 32), OtherBeforeFirst{}, c.borrow_mut(), 3u));
  auto e = expect_error(s, ErrorKind::DataRace);
  rt14::race_names(e, 0, 32, 0, 3, 32, 3);
  CHECK(has(msg(e), "read by " + rt14::th_g(0, 32)));
}

namespace {
// Thread 0 reads cell 0's `hits` through `->` in a member function, then
// waits at a barrier inside it; thread `r` writes `hits` exactly before
// (`before`) or after the barrier. out[0]: what thread 0 read.
struct ReadThenSync {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           unsigned r, bool before) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      int v = c.unsafe_at(0)->read_then_sync(b);
      out.unsafe_at(0) = v;
      return;
    }
    if (me == r && before)
      c.unsafe_at(0).field(&Cell::hits) = 9;
    step(b);
    if (me == r && !before)
      c.unsafe_at(0).field(&Cell::hits) = 9;
  }
};
} // namespace

// S5: the member read before the barrier inside the `->` call and another
// thread's write before that barrier are unordered.
TEST_CASE("S5_rt14_member_read_before_a_barrier_inside_an_arrow_call_races_with_a_write_before_it") {
  for (unsigned r : {1u, 20u})
    for (unsigned long long seed : {0ull, 2ull, 5ull}) {
      INFO("writer " << r << ", seed " << seed);
      auto s = rt14::stream();
      auto c = rt14::zeroed<Cell>(s, 1);
      auto out = rt14::zeroed<int>(s, 1);
      REQUIRE(launch(s, rt14::cfg(1, 32, seed), ReadThenSync{}, c.borrow_mut(),
                     out.borrow_mut(), r, true));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt14::race_names(e, 0, 32, 0, r, 32, r);
      CHECK(has(msg(e), "read by " + rt14::th_g(0, 32)));
    }
}

// Twin: the write after the barrier is ordered after the `->` call's read,
// which read the value before it (the host's 4).
TEST_CASE("S5_rt14_member_read_before_a_barrier_inside_an_arrow_call_then_a_write_after_it_runs_clean_twin") {
  for (unsigned long long seed : {0ull, 2ull, 5ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    Cell c0{};
    c0.hits = 4;
    auto c = rt14::from<Cell>(s, {c0});
    auto out = rt14::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), ReadThenSync{}, c.borrow_mut(),
                   out.borrow_mut(), 20u, false));
    expect_ok(s);
    CHECK(rt14::back(out)[0] == 4);
    CHECK(rt14::back(c)[0].hits == 9);
  }
}

namespace {
// Thread 0: `c[0]->other = c[0]->sync_then_get(b)` (nested `->`, the inner
// one waits at a barrier; C++17 evaluates the right operand first), then a
// second barrier. Thread `r` writes cell 0's `other` exactly after the first
// barrier (`late` false: the phase of the outer write) or reads it after the
// second (`late` true). out[0]: what it read.
struct NestedArrow {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           unsigned r, bool late) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      c.unsafe_at(0)->other = c.unsafe_at(0)->sync_then_get(b);
      step(b);
      return;
    }
    step(b);
    if (me == r && !late)
      c.unsafe_at(0).field(&Cell::other) = 9;
    step(b);
    if (me == r && late) {
      int v = c.unsafe_at(0).field(&Cell::other);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S5: the outer `->` of a nested expression writes `other` after the inner
// call's barrier; another thread's exact write of `other` after that barrier
// is unordered with it.
TEST_CASE("S5_rt14_nested_arrow_write_after_an_inner_barrier_races_with_a_write_after_it") {
  for (unsigned long long seed : {0ull, 1ull, 3ull, 7ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    Cell c0{};
    c0.hits = 4;
    auto c = rt14::from<Cell>(s, {c0});
    auto out = rt14::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), NestedArrow{}, c.borrow_mut(),
                   out.borrow_mut(), 6u, false));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt14::race_names(e, 0, 32, 0, 6, 32, 6);
  }
}

// Twin: the nested expression ends before the next barrier (it holds one
// barrier, not two); the other thread reads `other` after that barrier and
// sees hits + 1.
TEST_CASE("S5_rt14_nested_arrow_across_an_inner_barrier_read_after_the_next_barrier_runs_clean_twin") {
  for (unsigned long long seed : {0ull, 1ull, 3ull, 7ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    Cell c0{};
    c0.hits = 4;
    auto c = rt14::from<Cell>(s, {c0});
    auto out = rt14::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), NestedArrow{}, c.borrow_mut(),
                   out.borrow_mut(), 6u, true));
    expect_ok(s);
    CHECK(rt14::back(out)[0] == 5);
    auto v = rt14::back(c);
    CHECK(v[0].other == 5);
    CHECK(v[0].hits == 4);
  }
}

namespace {
// Thread 0: `v = c[0]->sync_then_get(b)` (reads hits only after the barrier
// inside the call); thread `r` writes hits exactly before (`before`) or after
// the barrier.
struct ReadAfterSync {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           unsigned r, bool before) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      int v = c.unsafe_at(0)->sync_then_get(b);
      out.unsafe_at(0) = v;
      return;
    }
    if (me == r && before)
      c.unsafe_at(0).field(&Cell::hits) = 9;
    step(b);
    if (me == r && !before)
      c.unsafe_at(0).field(&Cell::hits) = 9;
  }
};
} // namespace

// Limit (docs/library.md: "its read of the element counts before the first
// such point"): a `->` call that reads hits only after its barrier is taken
// as reading the element before it: another thread's write before the
// barrier is reported (the real read is ordered after it), and its write
// after the barrier is not (the real read is not ordered with it).
TEST_CASE("S5_rt14_limit_member_read_after_a_barrier_inside_an_arrow_call_counts_before_it") {
  for (unsigned long long seed : {0ull, 1ull, 7ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 1);
    auto out = rt14::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), ReadAfterSync{}, c.borrow_mut(),
                   out.borrow_mut(), 5u, true));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt14::race_names(e, 0, 32, 0, 5, 32, 5);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), ReadAfterSync{}, c.borrow_mut(),
                   out.borrow_mut(), 5u, false));
    expect_ok(s);
  }
}

namespace {
// Thread 0: `c[0]->set_sync_set(b, 5)` on a poisoned cell (hits before the
// barrier, other after it); thread `r` reads cell 0's member exactly after
// the barrier: hits (`which` 0, written) or arr[1] (1, never written).
struct InitAcrossMemberBarrier {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<float> out,
                           unsigned r, int which) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      c.unsafe_at(0)->set_sync_set(b, 5);
      return;
    }
    step(b);
    if (me == r) {
      float v;
      if (which == 0)
        v = float(int(c.unsafe_at(0).field(&Cell::hits)));
      else
        v = c.unsafe_at(0).field(&Cell::arr, 1);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S6: a member the `->` call never wrote, read exactly by another thread
// after the call's barrier, is uninitialised (the `->` write initialises the
// bytes written, not the element); the report names the reader and the
// member's element (bytes 12..15 of index 0 of 32-byte elements).
TEST_CASE("S6_rt14_unwritten_member_read_after_the_barrier_of_an_arrow_call_is_uninitialised") {
  for (unsigned long long seed : {0ull, 1ull, 7ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::fresh<Cell>(s, 1);
    auto out = rt14::zeroed<float>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), InitAcrossMemberBarrier{},
                   c.borrow_mut(), out.borrow_mut(), 17u, 1));
    auto e = expect_error(s, ErrorKind::MemoryError);
    const auto m = msg(e);
    INFO(m);
    CHECK(has(m, "uninitialised"));
    CHECK(has(m, rt14::th_g(17, 32)));
    CHECK(has(m, rt14::ix(3, 4)));
    CHECK(has(m, rt14::ix(0, 32)));
  }
  // twin: hits, written before the barrier inside the call, reads clean
  for (unsigned long long seed : {0ull, 1ull, 7ull}) {
    INFO("twin, seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::fresh<Cell>(s, 1);
    auto out = rt14::zeroed<float>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), InitAcrossMemberBarrier{},
                   c.borrow_mut(), out.borrow_mut(), 17u, 0));
    expect_ok(s);
    CHECK(rt14::back(out)[0] == 5.0f);
  }
}

namespace {
// Thread 0: `c[0]->hits = c[1]->read_then_sync(b)` (two elements; the
// element 1 call reads before its barrier, element 0 is written after it).
// Thread `r1` writes cell 1's hits exactly before the barrier, thread `r0`
// cell 0's hits before it.
struct TwoElements {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned r0,
                           unsigned r1) const {
    auto b = t.block();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      c.unsafe_at(0)->hits = c.unsafe_at(1)->read_then_sync(b);
      return;
    }
    if (me == r0)
      c.unsafe_at(0).field(&Cell::hits) = 7;
    if (me == r1)
      c.unsafe_at(1).field(&Cell::hits) = 8;
    step(b);
  }
};
} // namespace

// S5: two elements in one `->` expression spanning a barrier: the race is on
// the element read before the barrier (element 1, thread r1); the write of
// element 0 comes after the barrier, ordered after r0's write.
TEST_CASE("S5_rt14_two_elements_in_one_arrow_expression_race_on_the_one_read_before_the_barrier") {
  for (unsigned long long seed : {0ull, 1ull, 7ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 2);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), TwoElements{}, c.borrow_mut(),
                   3u, 12u));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt14::race_names(e, 1, 32, 0, 12, 32, 12);
    CHECK_FALSE(has(msg(e), rt14::th_g(3, 32)));
  }
  // twin: nobody writes element 1; element 0's write before the barrier is
  // ordered before the outer `->`, which stores element 1's hits (0)
  for (unsigned long long seed : {0ull, 1ull, 7ull}) {
    INFO("twin, seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 2);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), TwoElements{}, c.borrow_mut(),
                   3u, rt14::kNone));
    expect_ok(s);
    CHECK(rt14::back(c)[0].hits == 0);
  }
}

// ============================================= warp collectives inside `->`

namespace {
// Lane 0 of warp 0: `c[0]->set_then_sum(w, 5)` (hits, then a warp reduce in
// the member function); every other thread reduces at the same site. Thread
// `r` writes cell 0's hits exactly before (`before`) or after its reduce.
struct SetThenReduce {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<float> out,
                           unsigned r, bool before) const {
    auto b = t.block();
    auto w = b.warp();
    const unsigned me = b.thread_rank();
    float v;
    if (me == 0) {
      v = c.unsafe_at(0)->set_then_sum(w, 5);
    } else {
      if (me == r && before)
        c.unsafe_at(0).field(&Cell::hits) = 9;
      v = wsum(w, 1.0f);
      if (me == r && !before)
        c.unsafe_at(0).field(&Cell::hits) = 9;
    }
    out.unsafe_at(t.global_linear_id()) = v;
  }
};
} // namespace

// S9/S5: the member written before the warp reduce inside a `->` call and
// another lane's write before the reduce are unordered; a lane of the other
// warp is not ordered by warp 0's reduce even when it writes after its own.
TEST_CASE("S9_rt14_member_write_before_a_warp_reduce_inside_an_arrow_call_races") {
  struct RB {
    unsigned r;
    bool before;
  };
  for (auto c : {RB{1, true}, RB{31, true}, RB{40, true}, RB{40, false}})
    for (unsigned long long seed : {0ull, 4ull}) {
      INFO("writer " << c.r << (c.before ? " before" : " after")
                     << ", seed " << seed);
      auto s = rt14::stream();
      auto cells = rt14::zeroed<Cell>(s, 1);
      auto out = rt14::zeroed<float>(s, 64);
      REQUIRE(launch(s, rt14::cfg(1, 64, seed), SetThenReduce{},
                     cells.borrow_mut(), out.borrow_mut(), c.r, c.before));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt14::race_names(e, 0, 32, 0, c.r, 64, c.r);
    }
}

// Twin: lanes of warp 0 writing after the reduce are ordered after the `->`
// call's write (settled at the collective); the reduce's results are right.
TEST_CASE("S9_rt14_member_write_before_a_warp_reduce_inside_an_arrow_call_then_a_lanes_write_after_it_runs_clean_twin") {
  for (unsigned r : {1u, 31u})
    for (unsigned long long seed : {0ull, 4ull}) {
      INFO("writer " << r << ", seed " << seed);
      auto s = rt14::stream();
      auto cells = rt14::zeroed<Cell>(s, 1);
      auto out = rt14::zeroed<float>(s, 64);
      REQUIRE(launch(s, rt14::cfg(1, 64, seed), SetThenReduce{},
                     cells.borrow_mut(), out.borrow_mut(), r, false));
      expect_ok(s);
      CHECK(rt14::back(cells)[0].hits == 9);
      auto o = rt14::back(out);
      CHECK(o[0] == 32.0f);
      CHECK(o[31] == 32.0f);
      CHECK(o[63] == 32.0f);
    }
}

namespace {
// Lane 0: `bits = c[0]->vote_hits(w)` (reads hits for a ballot inside the
// member function); thread `r` writes hits exactly before or after its
// ballot. out[0]: lane 0's ballot.
struct VoteHits {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<unsigned> out,
                           unsigned r, bool before) const {
    auto b = t.block();
    auto w = b.warp();
    const unsigned me = b.thread_rank();
    if (me == 0) {
      unsigned bits = c.unsafe_at(0)->vote_hits(w);
      out.unsafe_at(0) = bits;
      return;
    }
    if (me == r && before)
      c.unsafe_at(0).field(&Cell::hits) = 1;
    (void)wvote(w, false);
    if (me == r && !before)
      c.unsafe_at(0).field(&Cell::hits) = 1;
  }
};
} // namespace

// S9/S5: the member read for a ballot inside a `->` call races with another
// lane's write before the ballot.
TEST_CASE("S9_rt14_member_read_for_a_ballot_inside_an_arrow_call_races_with_a_lanes_write_before_it") {
  for (unsigned r : {2u, 30u})
    for (unsigned long long seed : {0ull, 3ull}) {
      INFO("writer " << r << ", seed " << seed);
      auto s = rt14::stream();
      auto c = rt14::zeroed<Cell>(s, 1);
      auto out = rt14::zeroed<unsigned>(s, 1);
      REQUIRE(launch(s, rt14::cfg(1, 32, seed), VoteHits{}, c.borrow_mut(),
                     out.borrow_mut(), r, true));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt14::race_names(e, 0, 32, 0, r, 32, r);
      CHECK(has(msg(e), "read by " + rt14::th_g(0, 32)));
    }
}

// Twin: the write after the ballot is ordered after the read; lane 0 voted
// on the host's 200.
TEST_CASE("S9_rt14_member_read_for_a_ballot_inside_an_arrow_call_then_a_lanes_write_after_it_runs_clean_twin") {
  for (unsigned long long seed : {0ull, 3ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    Cell c0{};
    c0.hits = 200;
    auto c = rt14::from<Cell>(s, {c0});
    auto out = rt14::zeroed<unsigned>(s, 1);
    REQUIRE(launch(s, rt14::cfg(1, 32, seed), VoteHits{}, c.borrow_mut(),
                   out.borrow_mut(), 30u, false));
    expect_ok(s);
    CHECK(rt14::back(out)[0] == 1u);
    CHECK(rt14::back(c)[0].hits == 1);
  }
}

// ======================================================= atomics inside `->`

namespace {
// Block 0 thread 0 calls, through `->` on cell 0, a member function:
// `mode` 0: write hits, then take a ticket; 1: take a ticket, then write
// hits; 2: read hits, then take a ticket. Block 1 thread 0 takes a ticket
// and, when it is the last (ticket 1), reads hits exactly (modes 0, 1); in
// mode 2 it writes hits exactly before its ticket. out[0]: what block 1 read
// (modes 0, 1) or what block 0 read (2), out[1]: block 1's ticket.
struct TicketArrow {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c,
                           AtomicSlice<unsigned> tk, SliceMut<int> out,
                           int mode) const {
    if (t.thread_idx().x != 0)
      return;
    if (t.block_idx().x == 0) {
      if (mode == 0) {
        (void)c.unsafe_at(0)->set_then_ticket(tk, 5);
      } else if (mode == 1) {
        (void)c.unsafe_at(0)->ticket_then_set(tk, 5);
      } else {
        int seen = -1;
        (void)c.unsafe_at(0)->read_then_ticket(tk, &seen);
        out.unsafe_at(0) = seen;
      }
      return;
    }
    if (mode == 2)
      c.unsafe_at(0).field(&Cell::hits) = 9;
    unsigned k = tk.at(0).fetch_add(1u, Ordering::AcqRel);
    out.unsafe_at(1) = int(k);
    if (k == 1 && mode != 2) {
      int h = c.unsafe_at(0).field(&Cell::hits);
      out.unsafe_at(0) = h;
    }
  }
};
constexpr unsigned long long kSeeds[] = {0, 1, 2, 3, 4, 5, 6, 7};
} // namespace

// Twin: the `->` call's write before its atomic is released by it; the last
// ticket holder of the other block acquires it and reads 5.
TEST_CASE("S5_rt14_member_write_before_an_atomic_inside_an_arrow_call_is_seen_by_the_last_ticket_holder_twin") {
  int reader_last = 0;
  for (auto seed : kSeeds) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 1);
    auto tk = rt14::zeroed<unsigned>(s, 1);
    auto out = rt14::zeroed<int>(s, 2);
    REQUIRE(launch(s, rt14::cfg(2, 32, seed), TicketArrow{}, c.borrow_mut(),
                   rsgpu::atomic(tk.borrow_mut()), out.borrow_mut(), 0));
    expect_ok(s);
    auto o = rt14::back(out);
    if (o[1] == 1) {
      ++reader_last;
      CHECK(o[0] == 5);
    }
    CHECK(rt14::back(c)[0].hits == 5);
  }
  CHECK(reader_last > 0); // some seed ran the reader last
}

// Limit (docs/emulator.md, "Atomics": "a release covers the whole epoch of
// the releasing block, including its accesses after the release (a possible
// missed race, never a false one)"): the `->` call's write *after* its
// atomic, read by the last ticket holder of the other block, is not reported.
TEST_CASE("S5_rt14_limit_member_write_after_an_atomic_inside_an_arrow_call_is_covered_by_its_blocks_release") {
  for (auto seed : kSeeds) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 1);
    auto tk = rt14::zeroed<unsigned>(s, 1);
    auto out = rt14::zeroed<int>(s, 2);
    REQUIRE(launch(s, rt14::cfg(2, 32, seed), TicketArrow{}, c.borrow_mut(),
                   rsgpu::atomic(tk.borrow_mut()), out.borrow_mut(), 1));
    expect_ok(s);
  }
}

// S5: the `->` call reads hits, then takes a ticket; block 1 writes hits,
// then takes its ticket. Whichever ticket comes first, nothing orders the
// write after the read or the read after the write (block 1's write precedes
// its acquire; block 0's read precedes its acquire): a race in every order.
TEST_CASE("S5_rt14_member_read_before_an_atomic_inside_an_arrow_call_races_with_the_other_blocks_write_before_its_atomic") {
  for (auto seed : kSeeds) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 1);
    auto tk = rt14::zeroed<unsigned>(s, 1);
    auto out = rt14::zeroed<int>(s, 2);
    REQUIRE(launch(s, rt14::cfg(2, 32, seed), TicketArrow{}, c.borrow_mut(),
                   rsgpu::atomic(tk.borrow_mut()), out.borrow_mut(), 2));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt14::race_names(e, 0, 32, 0, 32, 32, 32);
    CHECK(has(msg(e), "read by " + rt14::th_g(0, 32)));
  }
}

// ================================================ cluster barriers inside `->`

namespace {
// Cluster of 2 blocks. Block 0 thread 0: `c[0]->set_then_csync(cl, 5)`
// (`mode` 0, 1) or `c[0]->csync_then_set(cl, 5)` (mode 2); every other thread
// waits at the cluster barrier (one site). Block 1 thread 0 reads cell 0's
// hits exactly after the barrier (modes 0, 2) or before it (mode 1).
struct ClusterArrow {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<int> out,
                           int mode) const {
    auto b = t.block();
    auto cl = b.cluster();
    const bool b0t0 = t.block_idx().x == 0 && t.thread_idx().x == 0;
    const bool b1t0 = t.block_idx().x == 1 && t.thread_idx().x == 0;
    if (b0t0) {
      if (mode == 2)
        c.unsafe_at(0)->csync_then_set(cl, 5);
      else
        c.unsafe_at(0)->set_then_csync(cl, 5);
      return;
    }
    if (b1t0 && mode == 1) {
      int h = c.unsafe_at(0).field(&Cell::hits);
      out.unsafe_at(0) = h;
    }
    csync(cl);
    if (b1t0 && mode != 1) {
      int h = c.unsafe_at(0).field(&Cell::hits);
      out.unsafe_at(0) = h;
    }
  }
};
inline LaunchConfig cluster_cfg(unsigned long long seed) {
  auto c = rt14::cfg(2, 32, seed);
  c.cluster = {2};
  return c;
}
} // namespace

// S10/S5: a `->` member write and another block's read on the same side of
// the cluster barrier inside the call: before it, or after it.
TEST_CASE("S10_rt14_member_write_on_one_side_of_a_cluster_barrier_inside_an_arrow_call_races") {
  for (int mode : {1, 2})
    for (unsigned long long seed : {0ull, 1ull, 6ull}) {
      INFO("mode " << mode << ", seed " << seed);
      auto s = rt14::stream();
      auto c = rt14::zeroed<Cell>(s, 1);
      auto out = rt14::zeroed<int>(s, 1);
      REQUIRE(launch(s, cluster_cfg(seed), ClusterArrow{}, c.borrow_mut(),
                     out.borrow_mut(), mode));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt14::race_names(e, 0, 32, 0, 32, 32, 0);
      CHECK(has(msg(e), "read by " + rt14::th_g(32, 32)));
    }
}

// Twin: the write before the cluster barrier inside the call is ordered
// before the other block's read after it, which sees 5.
TEST_CASE("S10_rt14_member_write_before_a_cluster_barrier_inside_an_arrow_call_read_after_it_runs_clean_twin") {
  for (unsigned long long seed : {0ull, 1ull, 6ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto c = rt14::zeroed<Cell>(s, 1);
    auto out = rt14::zeroed<int>(s, 1);
    REQUIRE(launch(s, cluster_cfg(seed), ClusterArrow{}, c.borrow_mut(),
                   out.borrow_mut(), 0));
    expect_ok(s);
    CHECK(rt14::back(out)[0] == 5);
  }
}

// =========================================== `e.operator->()` as a raw pointer

namespace {
// Every thread takes `operator->()` of its own cell and writes through the
// pointer; thread `w` also takes `operator->()` of cell `j` (and does
// nothing with it).
struct RawArrow {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned w,
                           std::size_t j) const {
    if (auto e = c.mine(t)) {
      Cell *q = e.ref().operator->();
      q->hits = int(e.index()) + 1;
      q->arr[2] = 2.0f * float(e.index());
    }
    if (t.global_linear_id() == w) {
      Cell *q = c.unsafe_at(j).operator->();
      (void)q;
    }
  }
};
} // namespace

// S5: `operator->()` counts as a write of the whole element (docs/library.md,
// docs/emulator.md): a second thread taking it on an element races with the
// owner's, in its block and across blocks.
TEST_CASE("S5_rt14_raw_pointer_from_arrow_taken_by_two_threads_on_one_element_races") {
  struct WJ {
    unsigned w;
    std::size_t j;
  };
  for (auto c : {WJ{9, 5}, WJ{2, 5}, WJ{40, 5}, WJ{5, 40}}) {
    INFO("thread " << c.w << " takes cell " << c.j);
    auto s = rt14::stream();
    auto cells = rt14::zeroed<Cell>(s, 64);
    REQUIRE(launch(s, rt14::cfg(2, 32), RawArrow{}, cells.borrow_mut(), c.w,
                   c.j));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt14::race_names(e, c.j, 32, c.w, c.j, 32, c.w);
    CHECK(rt14::names(rt14::named(msg(e)), "write", unsigned(c.j / 32),
                      unsigned(c.j % 32)));
  }
}

// Twin: each thread's `operator->()` of its own element; the writes through
// the pointers land.
TEST_CASE("S5_rt14_raw_pointer_from_arrow_on_the_own_element_runs_clean_twin") {
  auto s = rt14::stream();
  auto cells = rt14::zeroed<Cell>(s, 64);
  REQUIRE(launch(s, rt14::cfg(2, 32), RawArrow{}, cells.borrow_mut(),
                 rt14::kNone, std::size_t(0)));
  expect_ok(s);
  auto v = rt14::back(cells);
  CHECK(v[40].hits == 41);
  CHECK(v[40].arr[2] == 80.0f);
  CHECK(v[63].hits == 64);
}

// ===================================== the element named in member reports

namespace {
// Every thread sets every member of its own 6-byte element exactly (`field`,
// array members by index); thread `w` writes member `m` of element `j`
// (0: a, 1: b, 2: arr[2]; 3: arr[1], which the owner then leaves alone).
struct OddFields {
  RSGPU_FN void operator()(Thread t, SliceMut<Odd6> p, unsigned w,
                           std::size_t j, int m) const {
    if (auto o = p.mine(t)) {
      auto e = o.ref();
      const auto i = o.index();
      e.field(&Odd6::a) = std::uint16_t(i + 1000);
      e.field(&Odd6::b) = std::uint8_t(i + 1);
      e.field(&Odd6::arr, 0) = std::uint8_t(i + 2);
      if (!(m == 3 && i == j))
        e.field(&Odd6::arr, 1) = std::uint8_t(i + 3);
      e.field(&Odd6::arr, 2) = std::uint8_t(i + 4);
    }
    if (t.global_linear_id() == w) {
      auto e = p.unsafe_at(j);
      if (m == 0)
        e.field(&Odd6::a) = std::uint16_t(7);
      else if (m == 1)
        e.field(&Odd6::b) = std::uint8_t(7);
      else if (m == 2)
        e.field(&Odd6::arr, 2) = std::uint8_t(7);
      else
        e.field(&Odd6::arr, 1) = std::uint8_t(7);
    }
  }
};
} // namespace

// S5: exact member writes of one 6-byte element by two threads of different
// blocks race; the report names the member's own index (2- or 1-byte) and
// the element ("index j of 6-byte elements").
TEST_CASE("S5_rt14_field_writes_of_one_member_of_a_6_byte_element_across_blocks_race_naming_the_element") {
  struct WJ {
    unsigned w;
    std::size_t j;
  };
  for (auto c : {WJ{40, 5}, WJ{5, 41}})
    for (int m : {0, 1, 2}) {
      INFO("thread " << c.w << " writes member " << m << " of element " << c.j);
      auto s = rt14::stream();
      auto p = rt14::zeroed<Odd6>(s, 64);
      REQUIRE(launch(s, rt14::cfg(2, 32), OddFields{}, p.borrow_mut(), c.w,
                     c.j, m));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt14::race_names(e, c.j, 6, c.w, c.j, 32, c.w);
      const std::size_t own = m == 0   ? 3 * c.j
                              : m == 1 ? 6 * c.j + 2
                                       : 6 * c.j + 5;
      CHECK(has(msg(e), rt14::ix(own, m == 0 ? 2 : 1)));
    }
}

// Twin: the other block's thread writes arr[1] of element j, the one member
// its owner leaves alone; its neighbours in the granules are other threads'.
TEST_CASE("S5_rt14_field_write_of_the_one_member_its_owner_leaves_alone_across_blocks_runs_clean_twin") {
  for (unsigned long long seed : {0ull, 5ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto p = rt14::zeroed<Odd6>(s, 64);
    REQUIRE(launch(s, rt14::cfg(2, 32, seed), OddFields{}, p.borrow_mut(), 40u,
                   std::size_t(5), 3));
    expect_ok(s);
    auto v = rt14::back(p);
    CHECK(v[5].arr[1] == 7);
    CHECK(v[5].arr[0] == 7);
    CHECK(v[5].arr[2] == 9);
    CHECK(v[5].a == 1005);
    CHECK(v[6].arr[1] == 9);
  }
}

namespace {
// Every thread writes its own 10-byte element's `h` and `t` (the bytes at
// both edges, in granules shared with the neighbours) through `->`; thread
// `w` also writes element `j`'s in.y[3] through `->`, as the owner does.
struct N10Arrow {
  RSGPU_FN void operator()(Thread t, SliceMut<N10> p, unsigned w,
                           std::size_t j) const {
    if (auto o = p.mine(t)) {
      const auto i = o.index();
      o.ref()->h = std::uint16_t(i + 1);
      o.ref()->t = std::uint16_t(i + 2);
      if (i == j)
        o.ref()->in.y[3] = std::uint8_t(3);
    }
    if (t.global_linear_id() == w)
      p.unsafe_at(j)->in.y[3] = std::uint8_t(4);
  }
};
} // namespace

// S5: a nested array member of a 10-byte element written through `->` by its
// owner and another thread: the report names the element.
TEST_CASE("S5_rt14_nested_array_member_of_a_10_byte_element_written_through_arrow_by_two_threads_races") {
  struct WJ {
    unsigned w;
    std::size_t j;
  };
  for (auto c : {WJ{40, 5}, WJ{5, 41}, WJ{6, 5}}) {
    INFO("thread " << c.w << " writes element " << c.j);
    auto s = rt14::stream();
    auto p = rt14::zeroed<N10>(s, 64);
    REQUIRE(launch(s, rt14::cfg(2, 32), N10Arrow{}, p.borrow_mut(), c.w, c.j));
    auto e = expect_error(s, ErrorKind::DataRace);
    rt14::race_names(e, c.j, 10, c.w, c.j, 32);
  }
}

// Twin: writes of the edge members of the thread's own 10-byte element
// through `->`: the widening to 4-byte granules stays inside the element
// (docs/library.md: "the whole 4-byte granules *of the element* it touches"),
// so neighbours sharing a granule do not race.
TEST_CASE("S5_rt14_arrow_writes_at_the_edges_of_own_10_byte_elements_run_clean_twin") {
  for (unsigned long long seed : {0ull, 3ull, 9ull}) {
    INFO("seed " << seed);
    auto s = rt14::stream();
    auto p = rt14::zeroed<N10>(s, 64);
    REQUIRE(launch(s, rt14::cfg(2, 32, seed), N10Arrow{}, p.borrow_mut(),
                   rt14::kNone, std::size_t(1000)));
    expect_ok(s);
    auto v = rt14::back(p);
    CHECK(v[0].h == 1);
    CHECK(v[0].t == 2);
    CHECK(v[33].h == 34);
    CHECK(v[33].t == 35);
    CHECK(v[63].t == 65);
    CHECK(v[33].in.x == 0);
  }
}

namespace {
// Every thread writes its own poisoned 6-byte element's a, b, arr[0], arr[1]
// exactly (not arr[2]) and its own 10-byte element's h and in.x; thread `r`
// then reads its 6-byte element's arr[2] (`which` 0) or its 10-byte
// element's t (`which` 1) exactly. `all`: write every member first.
struct PartlyWritten {
  RSGPU_FN void operator()(Thread t, SliceMut<Odd6> p, SliceMut<N10> q,
                           SliceMut<int> out, unsigned r, int which,
                           bool all) const {
    const auto g = t.global_linear_id();
    if (auto o = p.mine(t)) {
      auto e = o.ref();
      e.field(&Odd6::a) = std::uint16_t(1);
      e.field(&Odd6::b) = std::uint8_t(2);
      e.field(&Odd6::arr, 0) = std::uint8_t(3);
      e.field(&Odd6::arr, 1) = std::uint8_t(4);
      if (all)
        e.field(&Odd6::arr, 2) = std::uint8_t(5);
    }
    if (auto o = q.mine(t)) {
      auto e = o.ref();
      e.field(&N10::h) = std::uint16_t(6);
      e.field(&N10::in).field(&In6::x) = std::uint16_t(7);
      if (all) {
        for (int k = 0; k < 4; ++k)
          e.field(&N10::in).field(&In6::y, std::size_t(k)) = std::uint8_t(k);
        e.field(&N10::t) = std::uint16_t(8);
      }
    }
    if (g == r) {
      int v;
      if (which == 0)
        v = p.unsafe_at(g).field(&Odd6::arr, 2);
      else
        v = q.unsafe_at(g).field(&N10::t);
      out.unsafe_at(0) = v;
    }
  }
};
} // namespace

// S6: an exact read of the one member never written (an array member's last
// element of a 6-byte element at byte 5; the last member of a 10-byte
// element at bytes 8..9) is uninitialised; the report names the thread, the
// member's index and the element.
TEST_CASE("S6_rt14_field_read_of_the_unwritten_member_of_an_odd_sized_element_is_uninitialised") {
  for (unsigned r : {13u, 45u})
    for (int which : {0, 1}) {
      INFO("reader " << r << ", which " << which);
      auto s = rt14::stream();
      auto p = rt14::fresh<Odd6>(s, 64);
      auto q = rt14::fresh<N10>(s, 64);
      auto out = rt14::zeroed<int>(s, 1);
      REQUIRE(launch(s, rt14::cfg(2, 32), PartlyWritten{}, p.borrow_mut(),
                     q.borrow_mut(), out.borrow_mut(), r, which, false));
      auto e = expect_error(s, ErrorKind::MemoryError);
      const auto m = msg(e);
      INFO(m);
      CHECK(has(m, "uninitialised"));
      CHECK(has(m, rt14::th_g(r, 32)));
      if (which == 0) {
        CHECK(has(m, rt14::ix(6 * r + 5, 1)));
        CHECK(has(m, rt14::ix(r, 6)));
      } else {
        CHECK(has(m, rt14::ix((10 * r + 8) / 2, 2)));
        CHECK(has(m, rt14::ix(r, 10)));
      }
    }
  // twin: every member written first
  for (int which : {0, 1}) {
    INFO("twin, which " << which);
    auto s = rt14::stream();
    auto p = rt14::fresh<Odd6>(s, 64);
    auto q = rt14::fresh<N10>(s, 64);
    auto out = rt14::zeroed<int>(s, 1);
    REQUIRE(launch(s, rt14::cfg(2, 32), PartlyWritten{}, p.borrow_mut(),
                   q.borrow_mut(), out.borrow_mut(), 45u, which, true));
    expect_ok(s);
    CHECK(rt14::back(out)[0] == (which == 0 ? 5 : 8));
  }
}

// ================================================== `field(&T::arr, i)` bounds

namespace {
constexpr int kFieldReadLine = __LINE__ + 11;
constexpr int kFieldWriteLine = __LINE__ + 13;
// Thread `r` reads (`write` false) or writes cell 0's arr[i] exactly.
struct FieldIndex {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, SliceMut<float> out,
                           unsigned r, std::size_t i, bool write) const {
    if (auto o = c.mine(t))
      o.ref().field(&Cell::hits) = 1;
    if (t.global_linear_id() != r)
      return;
    if (!write) {
      float v = c.unsafe_at(0).field(&Cell::arr, i);
      out.unsafe_at(0) = v;
    } else {
      c.unsafe_at(0).field(&Cell::arr, i) = 3.0f;
    }
  }
};
} // namespace

// S6: `field(&T::arr, i)` past the array member's end panics with Rust's
// message, naming the caller's file and line (docs/library.md, "Views"),
// also when the element itself is in bounds and the index would land in
// the next member; the stream runs the next launch.
TEST_CASE("S6_rt14_field_of_an_array_member_indexed_past_its_end_panics") {
  for (bool write : {false, true})
    for (std::size_t i : {std::size_t(4), std::size_t(6), std::size_t(1) << 40}) {
      INFO((write ? "write" : "read") << " arr[" << i << "]");
      auto s = rt14::stream();
      auto c = rt14::zeroed<Cell>(s, 64);
      auto out = rt14::zeroed<float>(s, 1);
      REQUIRE(launch(s, rt14::cfg(2, 32), FieldIndex{}, c.borrow_mut(),
                     out.borrow_mut(), 37u, i, write));
      auto e = expect_error(s, ErrorKind::DevicePanic);
      CHECK(has(std::string(e.panic().message()),
                "index out of bounds: the len is 4 but the index is " +
                    std::to_string(i)));
      CHECK(has(std::string(e.panic().file()), "redteam14/emu_test.cpp"));
      CHECK(e.panic().line == unsigned(write ? kFieldWriteLine : kFieldReadLine));
      CHECK(e.panic().block.x == 1);
      CHECK(e.panic().thread.x == 5);
      // the stream works afterwards: arr[3] in bounds
      REQUIRE(launch(s, rt14::cfg(2, 32), FieldIndex{}, c.borrow_mut(),
                     out.borrow_mut(), 37u, std::size_t(3), true));
      expect_ok(s);
      CHECK(rt14::back(c)[0].arr[3] == 3.0f);
    }
}

// ============================ panics and races inside `->` calls that wait

namespace {
// Every thread calls, through `->` on its own cell, a member function that
// reads tbl[i] (i = its rank % 4; `bad` uses 50) and then waits at a warp
// reduce (`where` 0) or a cluster barrier (1) inside the call.
struct LookupThenWait {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, Slice<const float> tbl,
                           SliceMut<float> out, unsigned bad,
                           int where) const {
    auto b = t.block();
    const auto g = t.global_linear_id();
    const std::size_t i = g == bad ? 50 : g % 4;
    if (where == 0) {
      auto w = b.warp();
      float v = c.unsafe_at(g)->lookup_then_sum(w, tbl, i);
      out.unsafe_at(g) = v;
    } else {
      auto cl = b.cluster();
      c.unsafe_at(g)->lookup_then_csync(cl, tbl, i);
    }
  }
};
} // namespace

// S6: a bounds panic inside a `->` call while the other lanes wait at the
// warp reduce (or the other threads of the cluster at its barrier) inside
// theirs: DevicePanic with the bounds message, no hang; the stream then runs
// the launch without the bad index and the results are right.
TEST_CASE("S6_rt14_bounds_panic_inside_an_arrow_call_while_others_wait_at_a_collective_panics") {
  for (int where : {0, 1})
    for (unsigned bad : {0u, 17u, 63u})
      for (unsigned long long seed : {0ull, 2ull}) {
        INFO("where " << where << ", thread " << bad << ", seed " << seed);
        auto s = rt14::stream();
        auto c = rt14::zeroed<Cell>(s, 64);
        auto tbl = rt14::from<float>(s, {1.0f, 2.0f, 3.0f, 4.0f});
        auto out = rt14::zeroed<float>(s, 64);
        auto cfg = rt14::cfg(2, 32, seed);
        if (where == 1)
          cfg.cluster = {2};
        REQUIRE(launch(s, cfg, LookupThenWait{}, c.borrow_mut(), tbl.borrow(),
                       out.borrow_mut(), bad, where));
        auto e = expect_error(s, ErrorKind::DevicePanic);
        CHECK(has(msg(e), "index out of bounds: the len is 4 but the index is 50"));
        CHECK(e.panic().block.x == bad / 32);
        CHECK(e.panic().thread.x == bad % 32);
        REQUIRE(launch(s, cfg, LookupThenWait{}, c.borrow_mut(), tbl.borrow(),
                       out.borrow_mut(), rt14::kNone, where));
        expect_ok(s);
        auto v = rt14::back(c);
        if (where == 0) {
          CHECK(rt14::back(out)[40] == 80.0f); // 8 * (1 + 2 + 3 + 4)
          CHECK(v[41].arr[0] == 2.0f);
        } else {
          CHECK(v[41].arr[1] == 2.0f);
          CHECK(v[41].arr[2] == 4.0f);
        }
      }
}

namespace {
// Every thread calls `c[x]->set_sync_set(b, v)` (hits, barrier, other) on its
// own cell, but thread `r` on cell 0 (thread 0's): the two writes of cell 0's
// hits before the barrier race while the rest of the block waits at it.
struct RaceBeforeMemberBarrier {
  RSGPU_FN void operator()(Thread t, SliceMut<Cell> c, unsigned r) const {
    auto b = t.block();
    const auto g = t.global_linear_id();
    c.unsafe_at(g == r ? 0 : g)->set_sync_set(b, int(g) + 1);
  }
};
} // namespace

// S5: a race found where a `->` call settles at its barrier, while the other
// threads wait there: DataRace naming both threads and the element, no hang;
// the stream runs the next launch.
TEST_CASE("S5_rt14_race_inside_arrow_calls_settled_at_a_barrier_while_others_wait_races") {
  for (unsigned r : {1u, 63u})
    for (unsigned long long seed : {0ull, 1ull, 7ull}) {
      INFO("thread " << r << ", seed " << seed);
      auto s = rt14::stream();
      auto c = rt14::zeroed<Cell>(s, 128);
      REQUIRE(launch(s, rt14::cfg(2, 64, seed), RaceBeforeMemberBarrier{},
                     c.borrow_mut(), r));
      auto e = expect_error(s, ErrorKind::DataRace);
      rt14::race_names(e, 0, 32, 0, r, 64);
      REQUIRE(launch(s, rt14::cfg(2, 64, seed), RaceBeforeMemberBarrier{},
                     c.borrow_mut(), rt14::kNone));
      expect_ok(s);
      auto v = rt14::back(c);
      CHECK(v[0].hits == 1);
      CHECK(v[r].other == int(r) + 1);
      CHECK(v[100].other == 101);
    }
}
