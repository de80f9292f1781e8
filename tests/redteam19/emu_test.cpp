// Red team 19 (2026-12-06): the host side and lifetimes, written black-box
// from README.md, docs/library.md, docs/safety-model.md, docs/emulator.md,
// docs/conventions.md and docs/device/*.md only (the implementation was not
// read). S1: move-only owners, free exactly once, use after move ->
// UseAfterMove naming the owner (also through a borrow taken after the move,
// or whose buffer was freed). S3: an exclusive borrow excludes every other
// borrow for its kernel's whole life, across streams and launches in flight
// (and within one launch: sub-borrows, zip, matrix, atomic). S4: host reads
// wait for exclusive borrowers, writes/frees/destruction/move-assignment wait
// for all borrowers, try_* return Busy. Copies check sizes (InvalidArgument).
// S6/S12: panics are reported by the next synchronisation (also a
// synchronising copy) and never lost; failed launches leave nothing behind.
//
// A kernel is kept in flight deterministically by a host gate it spins on
// (a host global, which the host backend lets device code read: out of reach
// for safe code, docs/safety-model.md, used here only to hold a kernel
// running). Every host call that might wait runs against a watchdog that
// opens the gate after a few seconds, so a wrong wait cannot hang the test;
// the test asserts whether the call waited (elapsed time) and its Result.
// Holes are listed in open.txt (label adversarial_open).
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt19 {
using namespace ::red_team;
using Clock = std::chrono::steady_clock;

inline std::atomic<int> g_gate{1};

/// Holds kernels that call wait_gate() until opened; opens itself after
/// `watchdog_ms` at the latest (no test can hang on a wrong wait).
struct Gate {
  std::thread opener;
  Clock::time_point t0 = Clock::now();
  explicit Gate(int open_after_ms = 5000) {
    g_gate.store(0);
    opener = std::thread([open_after_ms] {
      auto end = Clock::now() + std::chrono::milliseconds(open_after_ms);
      while (g_gate.load() == 0 && Clock::now() < end)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
      g_gate.store(1);
    });
  }
  void open() { g_gate.store(1); }
  double ms() const {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0)
        .count();
  }
  ~Gate() {
    g_gate.store(1);
    opener.join();
  }
};
inline double since_ms(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

RSGPU_FN void wait_gate(Thread t) {
  if (t.global_linear_id() == 0)
    while (g_gate.load(std::memory_order_acquire) == 0)
      std::this_thread::yield();
}

struct Fill {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, float v) const {
    if (auto e = y.mine(t))
      *e = v;
  }
};
struct GatedFill {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y, float v) const {
    wait_gate(t);
    if (auto e = y.mine(t))
      *e = v;
  }
};
struct Copy1 { // y[i] = x[i] + 1
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<float> y) const {
    if (auto e = y.mine(t))
      *e = x[e.index()] + 1.0f;
  }
};
struct GatedCopy1 {
  RSGPU_FN void operator()(Thread t, Slice<const float> x,
                           SliceMut<float> y) const {
    wait_gate(t);
    if (auto e = y.mine(t))
      *e = x[e.index()] + 1.0f;
  }
};
struct GatedRead { // reads x only
  RSGPU_FN void operator()(Thread t, Slice<const float> x) const {
    wait_gate(t);
    float s = 0;
    for (std::size_t i = 0; i < x.len(); ++i)
      s += x[i];
    (void)s;
  }
};
struct TwoMut {
  RSGPU_FN void operator()(Thread t, SliceMut<float> a,
                           SliceMut<float> b) const {
    if (auto e = a.mine(t))
      *e = 1.0f;
    if (auto e = b.mine(t))
      *e = 2.0f;
  }
};
struct MutAndRead {
  RSGPU_FN void operator()(Thread t, SliceMut<float> a,
                           Slice<const float> b) const {
    if (auto e = a.mine(t))
      *e = b.len() ? b[0] : 0.0f;
  }
};
struct BoxInc {
  RSGPU_FN void operator()(Thread t, SliceMut<int> c) const {
    wait_gate(t);
    if (auto e = c.mine(t))
      *e += 1;
  }
};
struct BoxCopy { // out[0] = box + 100, after the gate
  RSGPU_FN void operator()(Thread t, Slice<const int> c,
                           SliceMut<int> out) const {
    wait_gate(t);
    if (auto e = out.mine(t))
      *e = c[0] + 100;
  }
};
struct Panics {
  RSGPU_FN void operator()(Thread t, SliceMut<float> y) const {
    if (auto e = y.mine(t)) {
      if (e.index() == 3)
        RSGPU_PANIC("rt19 boom");
      *e = 5.0f;
    }
  }
};
struct AtomicAdd {
  RSGPU_FN void operator()(Thread t, AtomicSlice<unsigned> a) const {
    wait_gate(t);
    a.at(0).fetch_add(1u, Ordering::Relaxed);
  }
};

inline LaunchConfig c1(unsigned n) { return cfg(1, n); }
inline std::vector<float> iota(std::size_t n, float base = 0) {
  std::vector<float> v(n);
  for (std::size_t i = 0; i < n; ++i)
    v[i] = base + float(i);
  return v;
}
template <class R> void expect_err(const R &r, ErrorKind k) {
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == k);
}
template <class R> void expect_ok_r(const R &r) {
  INFO(text(r));
  REQUIRE(r);
}
} // namespace rt19
using namespace rt19;

// ---------------------------------------------------------------- S1 -------

TEST_CASE("S1_rt19_every_call_on_a_moved_from_buffer_is_use_after_move") {
  auto s = stream();
  auto x = from<float>(s, iota(8));
  DeviceBuffer<float> y = std::move(x);
  std::vector<float> h(8);
  auto chk = [](const Result<void> &r) {
    INFO(text(r));
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::UseAfterMove);
    CHECK(has(msg(r.error()), "moved-from DeviceBuffer"));
  };
  chk(x.copy_to_host(h));
  chk(x.copy_from_host(h));
  chk(x.try_copy_to_host(h));
  chk(x.try_copy_from_host(h));
  chk(x.free());
  chk(x.try_free());
  auto v = x.to_vec();
  REQUIRE_FALSE(v);
  CHECK(v.error().kind() == ErrorKind::UseAfterMove);
  CHECK(x.len() == 0);
  CHECK(back(y) == iota(8));
}

TEST_CASE("S1_rt19_free_twice_is_use_after_move_and_frees_once") {
  auto s = stream();
  auto x = from<float>(s, iota(8));
  expect_ok_r(x.free());
  auto r = x.free();
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "DeviceBuffer"));
  auto r2 = x.try_free();
  expect_err(r2, ErrorKind::UseAfterMove);
  // the destructor of the freed owner must not free again (ASan/abort)
}

TEST_CASE("S1_rt19_moved_from_box_names_the_box_in_get_set_free_and_launch") {
  auto s = stream();
  auto b = DeviceBox<int>::create(s, 7);
  REQUIRE(b);
  DeviceBox<int> c = std::move(*b);
  auto g = b->get();
  expect_err(g, ErrorKind::UseAfterMove);
  CHECK(has(msg(g.error()), "moved-from DeviceBox"));
  auto st = b->set(3);
  expect_err(st, ErrorKind::UseAfterMove);
  CHECK(has(msg(st.error()), "moved-from DeviceBox"));
  auto o = zeroed<int>(s, 1);
  auto l = launch(s, c1(1), BoxInc{}, b->borrow_mut());
  expect_err(l, ErrorKind::UseAfterMove);
  CHECK(has(msg(l.error()), "DeviceBox"));
  auto l2 = launch(s, c1(1), BoxCopy{}, b->borrow(), o.borrow_mut());
  expect_err(l2, ErrorKind::UseAfterMove);
  CHECK(has(msg(l2.error()), "DeviceBox"));
  auto f = b->free();
  expect_err(f, ErrorKind::UseAfterMove);
  auto gc = c.get();
  expect_ok_r(gc);
  CHECK(*gc == 7);
}

TEST_CASE("S1_rt19_borrow_taken_after_the_move_names_the_buffer_at_launch") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto y = std::move(x);
  auto r = launch(s, c1(8), Fill{}, x.borrow_mut(), 1.0f);
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "moved-from DeviceBuffer"));
  auto o = zeroed<float>(s, 8);
  auto r2 = launch(s, c1(8), Copy1{}, x.borrow(), o.borrow_mut());
  expect_err(r2, ErrorKind::UseAfterMove);
  CHECK(has(msg(r2.error()), "moved-from DeviceBuffer"));
  expect_ok(s);
  CHECK(back(o) == std::vector<float>(8, 0.0f)); // the rejected kernel never ran
}

TEST_CASE("S1_rt19_borrow_of_a_freed_buffer_is_use_after_move_at_launch") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto b = x.borrow_mut();
  expect_ok_r(x.free());
  auto r = launch(s, c1(8), Fill{}, std::move(b), 1.0f);
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "freed"));
  expect_ok(s);
}

inline DeviceBuffer<float> make_buf(Stream &s) { return zeroed<float>(s, 8); }

TEST_CASE("S1_rt19_borrow_outliving_its_temporary_owner_is_use_after_move") {
  auto s = stream();
  // the owner is a temporary destroyed at the end of this statement: the
  // borrow outlives it (Rust: E0716)
  auto b = make_buf(s).borrow_mut();
  auto r = launch(s, c1(8), Fill{}, std::move(b), 1.0f);
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "freed"));
  expect_ok(s);
}

TEST_CASE("S1_rt19_borrow_outliving_its_owner_scope_is_use_after_move") {
  auto s = stream();
  auto o = zeroed<float>(s, 8);
  Borrow<float> b = [&] {
    auto x = from<float>(s, iota(8));
    return x.borrow();
  }();
  auto r = launch(s, c1(8), Copy1{}, std::move(b), o.borrow_mut());
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "freed"));
  expect_ok(s);
  CHECK(back(o) == std::vector<float>(8, 0.0f));
}

TEST_CASE("S1_rt19_borrow_of_an_owner_move_assigned_over_is_use_after_move") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto b = x.borrow_mut();
  x = from<float>(s, iota(8)); // the borrowed allocation is freed here
  auto r = launch(s, c1(8), Fill{}, std::move(b), 9.0f);
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "freed"));
  expect_ok(s);
  CHECK(back(x) == iota(8)); // the new allocation untouched
}

TEST_CASE("S1_rt19_borrow_of_a_box_freed_before_launch_is_use_after_move") {
  auto s = stream();
  auto b = DeviceBox<int>::create(s, 1);
  REQUIRE(b);
  auto bm = b->borrow_mut();
  expect_ok_r(b->free());
  auto r = launch(s, c1(1), BoxInc{}, std::move(bm));
  expect_err(r, ErrorKind::UseAfterMove);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "freed"));
  expect_ok(s);
}

TEST_CASE("S1_rt19_borrow_taken_before_the_owner_moved_follows_the_allocation_twin") {
  // not a misuse here: the borrow names the allocation, which the new owner
  // holds (a vector's reallocation moves every owner)
  auto s = stream();
  std::vector<DeviceBuffer<float>> v;
  v.push_back(zeroed<float>(s, 8));
  auto b = v[0].borrow_mut();
  for (int i = 0; i < 16; ++i)
    v.push_back(zeroed<float>(s, 4)); // reallocates: v[0] moved
  expect_ok_r(launch(s, c1(8), Fill{}, std::move(b), 4.0f));
  CHECK(back(v[0]) == std::vector<float>(8, 4.0f));
}

TEST_CASE("S1_rt19_borrow_launched_twice_is_use_after_move") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto b = x.borrow_mut();
  expect_ok_r(launch(s, c1(8), Fill{}, std::move(b), 1.0f));
  auto r = launch(s, c1(8), Fill{}, std::move(b), 2.0f); // NOLINT use-after-move
  expect_err(r, ErrorKind::UseAfterMove);
  expect_ok(s);
  CHECK(back(x) == std::vector<float>(8, 1.0f));
}

TEST_CASE("S1_rt19_owner_moved_out_of_a_result_then_used_through_the_result") {
  auto s = stream();
  auto r = DeviceBuffer<float>::from_host(s, iota(8));
  REQUIRE(r);
  DeviceBuffer<float> keep = std::move(*r);
  auto v = r->to_vec(); // the Result still holds the moved-from owner
  expect_err(v, ErrorKind::UseAfterMove);
  CHECK(has(msg(v.error()), "moved-from DeviceBuffer"));
  auto l = launch(s, c1(8), Fill{}, r->borrow_mut(), 1.0f);
  expect_err(l, ErrorKind::UseAfterMove);
  CHECK(back(keep) == iota(8));
}

TEST_CASE("S1_rt19_moved_from_stream_is_use_after_move_everywhere") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  Stream s2 = std::move(s);
  auto sy = s.synchronize();
  expect_err(sy, ErrorKind::UseAfterMove);
  auto c = DeviceBuffer<float>::zeroed(s, 4);
  expect_err(c, ErrorKind::UseAfterMove);
  auto bx = DeviceBox<int>::create(s, 1);
  expect_err(bx, ErrorKind::UseAfterMove);
  auto l = launch(s, c1(8), Fill{}, x.borrow_mut(), 3.0f);
  expect_err(l, ErrorKind::UseAfterMove);
  CHECK(has(msg(l.error()), "Stream"));
  // the refused launch left no borrow behind
  std::vector<float> h(8);
  expect_ok_r(x.try_copy_from_host(h));
  expect_ok_r(launch(s2, c1(8), Fill{}, x.borrow_mut(), 2.0f));
  CHECK(back(x) == std::vector<float>(8, 2.0f));
}

TEST_CASE("S1_rt19_self_move_assignment_keeps_or_empties_never_corrupts") {
  // docs: owners are freed exactly once; x = std::move(x) must not free the
  // allocation it keeps (a later read would be a freed-memory read)
  auto s = stream();
  auto x = from<float>(s, iota(8));
  auto &alias = x;
  x = std::move(alias);
  auto v = x.to_vec();
  INFO(text(v));
  if (v)
    CHECK(*v == iota(8));
  else
    CHECK(v.error().kind() == ErrorKind::UseAfterMove);
  expect_ok(s);
}

TEST_CASE("S1_rt19_self_move_assignment_while_a_kernel_borrows") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  {
    Gate g(300);
    expect_ok_r(launch(s, c1(8), GatedFill{}, x.borrow_mut(), 6.0f));
    auto &alias = x;
    x = std::move(alias);
  }
  auto sy = s.synchronize();
  INFO(text(sy));
  CHECK(sy); // no MemoryError: the kernel never wrote freed memory
  auto v = x.to_vec();
  INFO(text(v));
  if (v)
    CHECK(*v == std::vector<float>(8, 6.0f));
  else
    CHECK(v.error().kind() == ErrorKind::UseAfterMove);
}

TEST_CASE("S1_rt19_std_swap_of_borrowed_owners_twin") {
  auto s = stream();
  auto a = zeroed<float>(s, 8);
  auto b = from<float>(s, iota(8));
  auto bm = a.borrow_mut();
  std::swap(a, b);
  expect_ok_r(launch(s, c1(8), Fill{}, std::move(bm), 5.0f));
  CHECK(back(b) == std::vector<float>(8, 5.0f)); // b owns a's allocation now
  CHECK(back(a) == iota(8));
}

// ---------------------------------------------------------------- S3 -------

TEST_CASE("S3_rt19_same_buffer_exclusive_twice_in_one_launch_names_both_arguments") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto r = launch(s, c1(8), TwoMut{}, x.borrow_mut(), x.borrow_mut());
  expect_err(r, ErrorKind::BorrowConflict);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "launch argument 1"));
  expect_ok(s);
  CHECK(back(x) == std::vector<float>(8, 0.0f));
}

TEST_CASE("S3_rt19_sub_borrows_overlapping_by_one_element_conflict") {
  auto s = stream();
  auto x = zeroed<float>(s, 16);
  auto r = launch(s, c1(8), MutAndRead{}, x.borrow_mut(0, 8), x.borrow(7, 2));
  expect_err(r, ErrorKind::BorrowConflict);
  CHECK(has(msg(r.error()), "launch argument 0"));
  CHECK(has(msg(r.error()), "launch argument 1"));
  auto r2 = launch(s, c1(8), TwoMut{}, x.borrow_mut(8, 8), x.borrow_mut(0, 9));
  expect_err(r2, ErrorKind::BorrowConflict);
  expect_ok(s);
  CHECK(back(x) == std::vector<float>(16, 0.0f));
}

TEST_CASE("S3_rt19_adjacent_sub_borrows_twin") {
  auto s = stream();
  auto x = zeroed<float>(s, 16);
  expect_ok_r(launch(s, c1(8), TwoMut{}, x.borrow_mut(0, 8), x.borrow_mut(8, 8)));
  auto v = back(x);
  CHECK(v[7] == 1.0f);
  CHECK(v[8] == 2.0f);
}

TEST_CASE("S3_rt19_sub_borrow_past_the_end_is_refused") {
  // borrow(offset, len) beyond the buffer: a view larger than its allocation
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto r = launch(s, c1(16), Fill{}, x.borrow_mut(4, 16), 1.0f);
  INFO(text(r));
  if (r) {
    auto sy = s.synchronize();
    INFO(text(sy));
    FAIL("a 16-element view of elements 4..20 of an 8-element buffer was lent");
  }
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  expect_ok(s);
}

TEST_CASE("S3_rt19_sub_borrow_whose_end_wraps_is_refused") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  const std::size_t huge = std::numeric_limits<std::size_t>::max();
  auto r = launch(s, c1(2), Fill{}, x.borrow_mut(huge, 2), 1.0f);
  INFO(text(r));
  if (r) {
    auto sy = s.synchronize();
    INFO(text(sy));
    FAIL("borrow_mut(SIZE_MAX, 2) was lent: offset + len wraps to 1");
  }
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  auto o = zeroed<float>(s, 8);
  auto r2 = launch(s, c1(2), Copy1{}, x.borrow(4, huge - 2), o.borrow_mut(0, 2));
  INFO(text(r2));
  if (r2) {
    auto sy = s.synchronize();
    INFO(text(sy));
    FAIL("borrow(4, SIZE_MAX - 2) was lent: offset + len wraps");
  }
  CHECK(r2.error().kind() == ErrorKind::InvalidArgument);
  expect_ok(s);
}

TEST_CASE("S3_rt19_exclusive_in_flight_on_one_stream_refuses_a_shared_borrow_on_another") {
  auto a = stream();
  auto b = stream();
  auto x = zeroed<float>(a, 8);
  auto o = zeroed<float>(b, 8);
  expect_ok(a);
  expect_ok(b);
  Gate g;
  expect_ok_r(launch(a, c1(8), GatedFill{}, x.borrow_mut(), 3.0f));
  auto t0 = Clock::now();
  auto r = launch(b, c1(8), Copy1{}, x.borrow(), o.borrow_mut());
  double dt = since_ms(t0);
  g.open();
  CHECK(dt < 2000); // refused, not waited for
  expect_err(r, ErrorKind::BorrowConflict);
  expect_ok(a);
  expect_ok(b);
  CHECK(back(o) == std::vector<float>(8, 0.0f));
  CHECK(back(x) == std::vector<float>(8, 3.0f));
}

TEST_CASE("S3_rt19_shared_in_flight_refuses_an_exclusive_sub_borrow_on_another_stream") {
  auto a = stream();
  auto b = stream();
  auto x = from<float>(a, iota(16));
  expect_ok(a);
  Gate g;
  expect_ok_r(launch(a, c1(1), GatedRead{}, x.borrow(4, 4)));
  auto r = launch(b, c1(8), Fill{}, x.borrow_mut(7, 8), 9.0f); // overlaps at 7
  auto r2 = launch(b, c1(4), Fill{}, x.borrow_mut(8, 8), 9.0f); // disjoint
  g.open();
  expect_err(r, ErrorKind::BorrowConflict);
  expect_ok_r(r2);
  expect_ok(a);
  expect_ok(b);
  auto v = back(x);
  CHECK(v[7] == 7.0f);
  CHECK(v[8] == 9.0f);
}

TEST_CASE("S3_rt19_two_shared_borrows_in_flight_on_two_streams_twin") {
  auto a = stream();
  auto b = stream();
  auto x = from<float>(a, iota(8));
  expect_ok(a);
  Gate g;
  expect_ok_r(launch(a, c1(1), GatedRead{}, x.borrow()));
  auto r = launch(b, c1(1), GatedRead{}, x.borrow());
  g.open();
  expect_ok_r(r);
  expect_ok(a);
  expect_ok(b);
}

TEST_CASE("S3_rt19_atomic_borrow_in_flight_refuses_a_plain_read_on_another_stream") {
  auto a = stream();
  auto b = stream();
  auto x = zeroed<unsigned>(a, 4);
  auto o = zeroed<float>(b, 4);
  expect_ok(a);
  Gate g;
  expect_ok_r(launch(a, c1(4), AtomicAdd{}, rsgpu::atomic(x.borrow_mut())));
  struct ReadU {
    RSGPU_FN void operator()(Thread t, Slice<const unsigned> x,
                             SliceMut<float> o) const {
      if (auto e = o.mine(t))
        *e = float(x[e.index()]);
    }
  };
  auto r = launch(b, c1(4), ReadU{}, x.borrow(), o.borrow_mut());
  g.open();
  expect_err(r, ErrorKind::BorrowConflict);
  expect_ok(a);
  expect_ok(b);
  CHECK(back(x)[0] == 4u);
}

TEST_CASE("S3_rt19_same_stream_exclusive_then_shared_in_flight_twin") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto o = zeroed<float>(s, 8);
  Gate g;
  expect_ok_r(launch(s, c1(8), GatedFill{}, x.borrow_mut(), 2.0f));
  expect_ok_r(launch(s, c1(8), Copy1{}, x.borrow(), o.borrow_mut()));
  g.open();
  expect_ok(s);
  CHECK(back(o) == std::vector<float>(8, 3.0f)); // ordered after the fill
}

TEST_CASE("S3_rt19_conflict_after_the_kernel_completed_is_gone_twin") {
  auto a = stream();
  auto b = stream();
  auto x = zeroed<float>(a, 8);
  expect_ok_r(launch(a, c1(8), Fill{}, x.borrow_mut(), 2.0f));
  expect_ok(a);
  expect_ok_r(launch(b, c1(8), Fill{}, x.borrow_mut(), 3.0f));
  expect_ok(b);
  CHECK(back(x) == std::vector<float>(8, 3.0f));
}

TEST_CASE("S3_rt19_refused_launch_leaves_no_borrow_of_its_other_arguments") {
  // launch(b, z.borrow_mut(), x.borrow()) is refused for x: z must not stay
  // lent to a kernel that never runs
  auto a = stream();
  auto b = stream();
  auto x = zeroed<float>(a, 8);
  auto z = zeroed<float>(b, 8);
  expect_ok(a);
  expect_ok(b);
  {
    Gate g;
    expect_ok_r(launch(a, c1(8), GatedFill{}, x.borrow_mut(), 1.0f));
    auto r = launch(b, c1(8), MutAndRead{}, z.borrow_mut(), x.borrow());
    expect_err(r, ErrorKind::BorrowConflict);
    // while x's kernel is still held: z is free
    std::vector<float> h(8, 0.0f);
    auto t = z.try_copy_from_host(h);
    INFO(text(t));
    CHECK(t);
    auto t2 = z.try_copy_to_host(h);
    CHECK(t2);
    auto l = launch(a, c1(8), Fill{}, z.borrow_mut(), 4.0f); // queued behind
    INFO(text(l));
    CHECK(l);
  }
  expect_ok(a);
  expect_ok(b);
  CHECK(back(z) == std::vector<float>(8, 4.0f));
}

TEST_CASE("S3_rt19_launch_refused_for_its_config_leaves_no_borrow") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  LaunchConfig bad = c1(8);
  bad.grid = {0, 1, 1};
  auto r = launch(s, bad, Fill{}, x.borrow_mut(), 1.0f);
  expect_err(r, ErrorKind::InvalidLaunchConfig);
  std::vector<float> h(8);
  auto t = x.try_copy_to_host(h);
  INFO(text(t));
  CHECK(t);
  auto f = x.try_free();
  INFO(text(f));
  CHECK(f);
}

TEST_CASE("S3_rt19_ignored_conflict_result_does_not_run_the_kernel") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  (void)launch(s, c1(8), TwoMut{}, x.borrow_mut(0, 4), x.borrow_mut(2, 4));
  expect_ok(s);
  CHECK(back(x) == std::vector<float>(8, 0.0f));
}

TEST_CASE("S3_rt19_zip_side_overlapping_a_separate_argument_conflicts") {
  auto s = stream();
  auto x = zeroed<float>(s, 16);
  auto y = zeroed<float>(s, 16);
  struct ZipK {
    RSGPU_FN void operator()(Thread t, Zip<SliceMut<float>, Slice<const float>> yx,
                             SliceMut<float> w) const {
      if (auto e = yx.mine(t)) {
        auto [yy, xx] = *e;
        yy = xx;
      }
      if (auto e = w.mine(t))
        *e = 1.0f;
    }
  };
  auto r = launch(s, c1(8), ZipK{}, rsgpu::zip(y.borrow_mut(0, 8), x.borrow(0, 8)),
                  x.borrow_mut(7, 8));
  expect_err(r, ErrorKind::BorrowConflict);
  CHECK(has(msg(r.error()), "zip"));
  CHECK(has(msg(r.error()), "launch argument 1"));
  expect_ok(s);
  CHECK(back(x) == std::vector<float>(16, 0.0f));
}

TEST_CASE("S3_rt19_matrix_of_a_buffer_and_a_borrow_of_it_conflict") {
  auto s = stream();
  auto x = zeroed<float>(s, 16);
  struct MK {
    RSGPU_FN void operator()(Thread t, MatrixMut<float> m,
                             Slice<const float> r) const {
      (void)t;
      (void)m;
      (void)r;
    }
  };
  auto r = launch(s, c1(4), MK{}, rsgpu::matrix(x.borrow_mut(), 4, 4), x.borrow(15, 1));
  expect_err(r, ErrorKind::BorrowConflict);
  expect_ok(s);
}

TEST_CASE("S3_rt19_box_lent_exclusively_twice_in_one_launch") {
  auto s = stream();
  auto b = DeviceBox<int>::create(s, 1);
  REQUIRE(b);
  struct TwoBox {
    RSGPU_FN void operator()(Thread t, SliceMut<int> a, SliceMut<int> c) const {
      if (auto e = a.mine(t))
        *e += 1;
      if (auto e = c.mine(t))
        *e += 1;
    }
  };
  auto r = launch(s, c1(1), TwoBox{}, b->borrow_mut(), b->borrow_mut());
  expect_err(r, ErrorKind::BorrowConflict);
  auto v = b->get();
  expect_ok_r(v);
  CHECK(*v == 1);
}

// ---------------------------------------------------------------- S4 -------

TEST_CASE("S4_rt19_host_read_waits_for_an_exclusive_kernel_on_another_stream") {
  auto a = stream();
  auto x = zeroed<float>(a, 8);
  expect_ok(a);
  Gate g(300);
  auto k = stream();
  expect_ok_r(launch(k, c1(8), GatedFill{}, x.borrow_mut(), 7.0f));
  auto v = x.to_vec();
  CHECK(g.ms() >= 250);
  expect_ok_r(v);
  CHECK(*v == std::vector<float>(8, 7.0f));
}

TEST_CASE("S4_rt19_try_copy_to_host_refuses_an_exclusive_kernel") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  expect_ok(s);
  std::vector<float> h(8, -1.0f);
  {
    Gate g;
    expect_ok_r(launch(s, c1(8), GatedFill{}, x.borrow_mut(), 7.0f));
    auto t0 = Clock::now();
    auto r = x.try_copy_to_host(h);
    CHECK(since_ms(t0) < 2000);
    expect_err(r, ErrorKind::Busy);
    CHECK(has(msg(r.error()), "DeviceBuffer"));
  }
  CHECK(h == std::vector<float>(8, -1.0f)); // nothing copied
  expect_ok(s);
}

TEST_CASE("S4_rt19_host_read_beside_a_shared_kernel_does_not_wait_twin") {
  auto s = stream();
  auto k = stream();
  auto x = from<float>(s, iota(8));
  expect_ok(s);
  Gate g;
  expect_ok_r(launch(k, c1(1), GatedRead{}, x.borrow()));
  std::vector<float> h(8);
  auto r = x.try_copy_to_host(h);
  CHECK(g.ms() < 2000);
  g.open();
  expect_ok_r(r);
  CHECK(h == iota(8));
  expect_ok(s);
}

TEST_CASE("S4_rt19_try_copy_to_host_beside_a_shared_kernel_of_its_own_stream_does_not_block") {
  // the kernel reads x on x's own stream: try_copy_to_host must copy (a
  // shared borrower) or return Busy, never wait for the kernel
  auto s = stream();
  auto x = from<float>(s, iota(8));
  expect_ok(s);
  std::vector<float> h(8);
  Result<void> r;
  double dt;
  {
    Gate g;
    expect_ok_r(launch(s, c1(1), GatedRead{}, x.borrow()));
    auto t0 = Clock::now();
    r = x.try_copy_to_host(h);
    dt = since_ms(t0);
  }
  CHECK(dt < 2000);
  INFO(text(r));
  if (r)
    CHECK(h == iota(8));
  else
    CHECK(r.error().kind() == ErrorKind::Busy);
  expect_ok(s);
}

TEST_CASE("S4_rt19_try_free_of_a_buffer_its_own_stream_still_fills_does_not_block_on_a_kernel") {
  // x's stream is busy with a kernel on another buffer, and x's fill is
  // queued behind it: no kernel borrows x, try_free may wait for x's own
  // fill ("short and bounded"), but not for the unrelated kernel before it
  auto s = stream();
  auto y = zeroed<float>(s, 8);
  expect_ok(s);
  Result<void> r;
  double dt;
  {
    Gate g;
    expect_ok_r(launch(s, c1(8), GatedFill{}, y.borrow_mut(), 1.0f));
    auto t1 = Clock::now();
    auto x = zeroed<float>(s, 8); // allocation and fill queued behind it
    CHECK(since_ms(t1) < 2000);
    auto t0 = Clock::now();
    r = x.try_free();
    dt = since_ms(t0);
  }
  INFO(text(r));
  CHECK(dt < 2000);
  CHECK((r || r.error().kind() == ErrorKind::Busy));
  expect_ok(s);
}

TEST_CASE("S4_rt19_host_write_waits_for_a_shared_reader_which_sees_the_old_data") {
  auto s = stream();
  auto x = from<float>(s, iota(8));
  auto o = zeroed<float>(s, 8);
  expect_ok(s);
  Gate g(300);
  expect_ok_r(launch(s, c1(8), GatedCopy1{}, x.borrow(), o.borrow_mut()));
  expect_ok_r(x.copy_from_host(std::vector<float>(8, 100.0f)));
  CHECK(g.ms() >= 250);
  expect_ok(s);
  CHECK(back(o) == iota(8, 1.0f)); // the kernel read the old data
  CHECK(back(x) == std::vector<float>(8, 100.0f));
}

TEST_CASE("S4_rt19_try_copy_from_host_refuses_a_shared_reader") {
  auto a = stream();
  auto b = stream();
  auto x = from<float>(a, iota(8));
  auto o = zeroed<float>(a, 8);
  expect_ok(a);
  {
    Gate g;
    expect_ok_r(launch(b, c1(8), GatedCopy1{}, x.borrow(), o.borrow_mut()));
    auto r = x.try_copy_from_host(std::vector<float>(8, 100.0f));
    CHECK(g.ms() < 2000);
    expect_err(r, ErrorKind::Busy);
    CHECK(has(msg(r.error()), "DeviceBuffer"));
  }
  expect_ok(b);
  CHECK(back(o) == iota(8, 1.0f));
  CHECK(back(x) == iota(8));
}

TEST_CASE("S4_rt19_try_free_refuses_a_shared_reader_and_keeps_the_buffer") {
  auto s = stream();
  auto x = from<float>(s, iota(8));
  auto o = zeroed<float>(s, 8);
  expect_ok(s);
  {
    Gate g;
    expect_ok_r(launch(s, c1(8), GatedCopy1{}, x.borrow(), o.borrow_mut()));
    auto r = x.try_free();
    CHECK(g.ms() < 2000);
    expect_err(r, ErrorKind::Busy);
    CHECK(has(msg(r.error()), "DeviceBuffer"));
    CHECK(x.len() == 8);
  }
  expect_ok(s);
  CHECK(back(o) == iota(8, 1.0f));
  CHECK(back(x) == iota(8)); // still owned and intact
  expect_ok_r(x.free());
}

TEST_CASE("S4_rt19_free_waits_for_the_kernel_then_the_owner_is_empty") {
  auto a = stream();
  auto k = stream();
  auto x = zeroed<float>(a, 8);
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(8), GatedFill{}, x.borrow_mut(), 1.0f));
  auto r = x.free();
  CHECK(g.ms() >= 250);
  expect_ok_r(r);
  auto sy = k.synchronize(); // no MemoryError: the kernel wrote live memory
  INFO(text(sy));
  CHECK(sy);
  auto v = x.to_vec();
  expect_err(v, ErrorKind::UseAfterMove);
}

TEST_CASE("S4_rt19_destroying_a_borrowed_buffer_waits_for_its_kernel") {
  auto a = stream();
  auto k = stream();
  Gate g(300);
  {
    auto x = zeroed<float>(a, 1024);
    expect_ok(a);
    expect_ok_r(launch(k, cfg(4, 256), GatedFill{}, x.borrow_mut(), 1.0f));
  } // destructor: must wait for the kernel (S4)
  CHECK(g.ms() >= 250);
  auto sy = k.synchronize();
  INFO(text(sy));
  CHECK(sy); // the kernel never wrote freed memory (no MemoryError)
}

TEST_CASE("S4_rt19_erasing_a_borrowed_buffer_from_a_vector_waits") {
  auto a = stream();
  auto k = stream();
  std::vector<DeviceBuffer<float>> v;
  for (int i = 0; i < 3; ++i)
    v.push_back(zeroed<float>(a, 256));
  expect_ok(a);
  auto o = zeroed<float>(a, 256);
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(256), GatedCopy1{}, v[0].borrow(), o.borrow_mut()));
  v.erase(v.begin()); // v[0] destroyed (v[1], v[2] moved down)
  CHECK(g.ms() >= 250);
  auto sy = k.synchronize();
  INFO(text(sy));
  CHECK(sy);
  CHECK(back(o) == std::vector<float>(256, 1.0f));
}

TEST_CASE("S4_rt19_move_assigning_into_a_vector_slot_a_kernel_borrows_waits") {
  auto a = stream();
  auto k = stream();
  std::vector<DeviceBuffer<float>> v;
  v.push_back(zeroed<float>(a, 256));
  v.push_back(from<float>(a, iota(256)));
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(256), GatedFill{}, v[0].borrow_mut(), 8.0f));
  v[0] = std::move(v[1]); // frees the borrowed allocation: must wait
  CHECK(g.ms() >= 250);
  auto sy = k.synchronize();
  INFO(text(sy));
  CHECK(sy);
  CHECK(back(v[0]) == iota(256));
}

TEST_CASE("S4_rt19_box_get_waits_for_an_exclusive_kernel") {
  auto a = stream();
  auto k = stream();
  auto b = DeviceBox<int>::create(a, 41);
  REQUIRE(b);
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(1), BoxInc{}, b->borrow_mut()));
  auto v = b->get();
  CHECK(g.ms() >= 250);
  expect_ok_r(v);
  CHECK(*v == 42);
}

TEST_CASE("S4_rt19_box_set_waits_for_a_reader_which_sees_the_old_value") {
  auto a = stream();
  auto k = stream();
  auto b = DeviceBox<int>::create(a, 1);
  REQUIRE(b);
  auto o = zeroed<int>(a, 1);
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(1), BoxCopy{}, b->borrow(), o.borrow_mut()));
  expect_ok_r(b->set(50));
  CHECK(g.ms() >= 250);
  expect_ok(k);
  CHECK(back(o)[0] == 101);
  auto v = b->get();
  expect_ok_r(v);
  CHECK(*v == 50);
}

TEST_CASE("S4_rt19_box_moved_over_while_a_kernel_borrows_waits") {
  auto a = stream();
  auto k = stream();
  auto b = DeviceBox<int>::create(a, 1);
  auto c = DeviceBox<int>::create(a, 2);
  REQUIRE(b);
  REQUIRE(c);
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(1), BoxInc{}, b->borrow_mut()));
  *b = std::move(*c);
  CHECK(g.ms() >= 250);
  auto sy = k.synchronize();
  INFO(text(sy));
  CHECK(sy);
  auto v = b->get();
  expect_ok_r(v);
  CHECK(*v == 2);
}

// ------------------------------------------------- sizes and allocation ----

TEST_CASE("S4_rt19_copies_of_the_wrong_size_are_invalid_argument") {
  auto s = stream();
  auto x = from<float>(s, iota(8));
  std::vector<float> small(7), big(9);
  auto chk = [](const Result<void> &r) {
    INFO(text(r));
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  };
  chk(x.copy_to_host(small));
  chk(x.copy_to_host(big));
  chk(x.copy_from_host(small));
  chk(x.copy_from_host(big));
  chk(x.try_copy_to_host(small));
  chk(x.try_copy_from_host(big));
  chk(x.copy_to_host(big.data(), 9));
  chk(x.copy_from_host(big.data(), 9));
  chk(x.copy_to_host(big.data(), 0));
  CHECK(back(x) == iota(8));
  CHECK(big == std::vector<float>(9, 0.0f));
}

TEST_CASE("S4_rt19_size_mismatch_message_names_both_sizes") {
  auto s = stream();
  auto x = from<float>(s, iota(8));
  std::vector<float> small(5);
  auto r = x.copy_to_host(small);
  expect_err(r, ErrorKind::InvalidArgument);
  CHECK(has(msg(r.error()), "8"));
  CHECK(has(msg(r.error()), "5"));
  CHECK(has(msg(r.error()), "DeviceBuffer"));
}

TEST_CASE("S12_rt19_allocation_whose_byte_size_wraps_is_an_error") {
  auto s = stream();
  // n * sizeof(float) wraps to 4 bytes
  const std::size_t n = std::numeric_limits<std::size_t>::max() / 4 + 2;
  auto r = DeviceBuffer<float>::create(s, n);
  INFO(text(r));
  if (r) {
    INFO("len " << r->len());
    FAIL("a buffer of 2^62 floats was made (its byte size wrapped)");
  }
  CHECK((r.error().kind() == ErrorKind::InvalidArgument ||
         r.error().kind() == ErrorKind::Cuda));
  auto z = DeviceBuffer<float>::zeroed(s, n);
  INFO(text(z));
  REQUIRE_FALSE(z);
}

TEST_CASE("S12_rt19_huge_allocation_is_a_result_not_a_crash") {
  auto s = stream();
  auto r = DeviceBuffer<char>::create(s, std::size_t(1) << 62);
  INFO(text(r));
  REQUIRE_FALSE(r);
  CHECK((r.error().kind() == ErrorKind::Cuda ||
         r.error().kind() == ErrorKind::InvalidArgument));
  if (r.error().kind() == ErrorKind::Cuda)
    CHECK(std::string(r.error().cuda_name()) == "cudaErrorMemoryAllocation");
  expect_ok(s);
}

// ------------------------------------------- panics, Results, streams ------

TEST_CASE("S6_rt19_panic_is_reported_by_a_copy_of_the_borrowed_buffer_once") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  expect_ok_r(launch(s, c1(8), Panics{}, x.borrow_mut()));
  auto v = x.to_vec();
  expect_err(v, ErrorKind::DevicePanic);
  CHECK(has(msg(v.error()), "rt19 boom"));
  CHECK(v.error().panic().thread.x == 3);
  auto v2 = x.to_vec();
  expect_ok_r(v2);
  expect_ok(s);
}

TEST_CASE("S6_rt19_panic_of_a_dropped_stream_reaches_another_streams_sync") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  {
    auto k = stream();
    expect_ok_r(launch(k, c1(8), Panics{}, x.borrow_mut()));
  } // k dropped unsynchronised
  auto r = s.synchronize();
  expect_err(r, ErrorKind::DevicePanic);
  CHECK(has(msg(r.error()), "rt19 boom"));
  expect_ok(s);
}

TEST_CASE("S6_rt19_free_of_a_buffer_a_panicking_kernel_borrowed_reports_it") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  expect_ok_r(launch(s, c1(8), Panics{}, x.borrow_mut()));
  auto r = x.free();
  expect_err(r, ErrorKind::DevicePanic);
  CHECK(has(msg(r.error()), "rt19 boom"));
  // the free still happened or can be done now: exactly once either way
  auto r2 = x.free();
  INFO(text(r2));
  CHECK((r2 || r2.error().kind() == ErrorKind::UseAfterMove));
  expect_ok(s);
}

TEST_CASE("S4_rt19_buffer_outlives_its_stream_and_waits_for_its_kernel") {
  std::vector<float> out;
  DeviceBuffer<float> x = [] {
    auto s = stream();
    auto b = zeroed<float>(s, 8);
    expect_ok_r(launch(s, c1(8), Fill{}, b.borrow_mut(), 2.5f));
    return b;
  }(); // the Stream handle is gone
  CHECK(back(x) == std::vector<float>(8, 2.5f));
  expect_ok_r(x.free());
}

TEST_CASE("S3_rt19_stream_moved_while_its_kernel_is_in_flight_keeps_the_borrow") {
  auto a = stream();
  auto b = stream();
  auto x = zeroed<float>(b, 8);
  expect_ok(b);
  Gate g;
  expect_ok_r(launch(a, c1(8), GatedFill{}, x.borrow_mut(), 3.0f));
  Stream a2 = std::move(a);
  auto r = launch(b, c1(8), Fill{}, x.borrow_mut(), 4.0f);
  g.open();
  expect_err(r, ErrorKind::BorrowConflict);
  expect_ok(a2);
  CHECK(back(x) == std::vector<float>(8, 3.0f));
}

// ------------------------------------------------------- further S3/S4 -----

TEST_CASE("S3_rt19_zip_of_overlapping_sub_borrows_names_both_components") {
  auto s = stream();
  auto x = zeroed<float>(s, 16);
  struct ZipK {
    RSGPU_FN void operator()(Thread t,
                             Zip<SliceMut<float>, Slice<const float>> yx) const {
      if (auto e = yx.mine(t)) {
        auto [yy, xx] = *e;
        yy = xx + 1.0f;
      }
    }
  };
  auto r = launch(s, c1(4), ZipK{}, rsgpu::zip(x.borrow_mut(0, 4), x.borrow(3, 4)));
  expect_err(r, ErrorKind::BorrowConflict);
  CHECK(has(msg(r.error()), "the zip's component 0"));
  CHECK(has(msg(r.error()), "the zip's component 1"));
  expect_ok_r(launch(s, c1(4), ZipK{}, rsgpu::zip(x.borrow_mut(0, 4), x.borrow(4, 4))));
  CHECK(back(x)[0] == 1.0f);
}

TEST_CASE("S3_rt19_two_host_threads_lending_one_buffer_exclusively_at_once") {
  // two host threads launch a held exclusive kernel on x on two streams at
  // the same moment: at most one may be accepted while both would be in flight
  auto a = stream();
  auto b = stream();
  auto x = zeroed<float>(a, 8);
  expect_ok(a);
  int both = 0, none = 0;
  for (int round = 0; round < 40; ++round) {
    Result<void> ra, rb;
    {
      Gate g;
      std::atomic<int> go{0};
      std::thread ta([&] {
        while (!go.load()) {
        }
        ra = launch(a, c1(8), GatedFill{}, x.borrow_mut(), 1.0f);
      });
      std::thread tb([&] {
        while (!go.load()) {
        }
        rb = launch(b, c1(8), GatedFill{}, x.borrow_mut(), 2.0f);
      });
      go.store(1);
      ta.join();
      tb.join();
    }
    if (ra && rb)
      ++both;
    if (!ra && !rb)
      ++none;
    if (!ra)
      CHECK(ra.error().kind() == ErrorKind::BorrowConflict);
    if (!rb)
      CHECK(rb.error().kind() == ErrorKind::BorrowConflict);
    expect_ok(a);
    expect_ok(b);
  }
  CHECK(both == 0);
  CHECK(none == 0);
}

TEST_CASE("S1_rt19_stale_borrow_does_not_reach_a_newer_allocation") {
  auto s = stream();
  auto x = zeroed<float>(s, 8);
  auto stale = x.borrow_mut();
  expect_ok_r(x.free());
  std::vector<DeviceBuffer<float>> fresh_bufs;
  for (int i = 0; i < 8; ++i)
    fresh_bufs.push_back(zeroed<float>(s, 8));
  auto r = launch(s, c1(8), Fill{}, std::move(stale), 9.0f);
  expect_err(r, ErrorKind::UseAfterMove);
  expect_ok(s);
  for (auto &f : fresh_bufs)
    CHECK(back(f) == std::vector<float>(8, 0.0f));
}

TEST_CASE("S1_rt19_launch_refused_for_a_moved_from_argument_leaves_the_others_free") {
  auto a = stream();
  auto z = zeroed<float>(a, 8);
  auto x = zeroed<float>(a, 8);
  auto y = std::move(x);
  auto r = launch(a, c1(8), MutAndRead{}, z.borrow_mut(), x.borrow());
  expect_err(r, ErrorKind::UseAfterMove);
  expect_ok(a);
  std::vector<float> h(8, 3.0f);
  auto t = z.try_copy_from_host(h);
  INFO(text(t));
  CHECK(t);
  auto f = z.try_free();
  INFO(text(f));
  CHECK(f);
}

TEST_CASE("S4_rt19_dropping_the_stream_of_a_kernel_in_flight_neither_cancels_nor_frees") {
  auto a = stream();
  auto x = zeroed<float>(a, 64);
  expect_ok(a);
  Gate g(300);
  {
    auto k = stream();
    expect_ok_r(launch(k, c1(64), GatedFill{}, x.borrow_mut(), 6.0f));
  } // k dropped with its kernel held
  auto v = x.to_vec(); // waits for the exclusive borrower
  CHECK(g.ms() >= 250);
  expect_ok_r(v);
  CHECK(*v == std::vector<float>(64, 6.0f));
  expect_ok(a);
}

TEST_CASE("S4_rt19_host_write_waits_for_an_exclusive_kernel_so_the_host_data_stays") {
  auto a = stream();
  auto k = stream();
  auto x = zeroed<float>(a, 8);
  expect_ok(a);
  Gate g(300);
  expect_ok_r(launch(k, c1(8), GatedFill{}, x.borrow_mut(), 7.0f));
  expect_ok_r(x.copy_from_host(std::vector<float>(8, 100.0f)));
  CHECK(g.ms() >= 250);
  expect_ok(k);
  CHECK(back(x) == std::vector<float>(8, 100.0f)); // not overwritten by the kernel
}

TEST_CASE("S4_rt19_try_copy_to_host_of_an_unborrowed_buffer_does_not_wait_for_another_buffers_kernel") {
  // x is idle (synchronised, lent to no kernel); a held kernel on its stream
  // writes y: try_copy_to_host(x) must copy (nothing borrows x) or say Busy,
  // not wait for y's kernel
  auto s = stream();
  auto x = from<float>(s, iota(8));
  auto y = zeroed<float>(s, 8);
  expect_ok(s);
  std::vector<float> h(8);
  Result<void> r;
  double dt;
  {
    Gate g;
    expect_ok_r(launch(s, c1(8), GatedFill{}, y.borrow_mut(), 1.0f));
    auto t0 = Clock::now();
    r = x.try_copy_to_host(h);
    dt = since_ms(t0);
  }
  CHECK(dt < 2000);
  INFO(text(r));
  if (r)
    CHECK(h == iota(8));
  else
    CHECK(r.error().kind() == ErrorKind::Busy);
  expect_ok(s);
}
