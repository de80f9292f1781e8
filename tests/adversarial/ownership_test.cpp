// Red-team suite, host side: owners, borrows, streams, ordering, launch checks
// (S1, S3, S4, S5, S6, S11, S12). Written from docs/library.md,
// docs/safety-model.md and docs/device/*.md only; see README.md.
#include "support.hpp"

#include <cstdint>
#include <limits>

using namespace rsgpu;
using adv::contains;

namespace {

struct Fill {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, int v) const {
    if (auto e = y.mine(t))
      *e = v;
  }
};

// Thread 0 waits for the host's gate: the kernel stays in flight until then.
struct GatedFill {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, int v) const {
    if (t.global_id() == 0)
      adv::gate_wait();
    if (auto e = y.mine(t))
      *e = v;
  }
};

// As GatedFill, and counts finished threads in host memory (harness only).
std::atomic<int> g_finished{0};
struct GatedFillCounted {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y, int v) const {
    if (t.global_id() == 0)
      adv::gate_wait();
    if (auto e = y.mine(t))
      *e = v;
    g_finished.fetch_add(1);
  }
};

struct GatedCopy {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> out) const {
    if (t.global_id() == 0)
      adv::gate_wait();
    if (auto e = out.mine(t))
      *e = x[e.index()];
  }
};

struct Copy {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> out) const {
    if (auto e = out.mine(t))
      *e = x[e.index()];
  }
};

struct Double {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (auto e = y.mine(t))
      *e = 2 * *e;
  }
};

struct GatedAtomicAdd {
  RSGPU_FN void operator()(Thread1D t, AtomicSlice<int> a) const {
    if (t.global_id() == 0)
      adv::gate_wait();
    if (t.global_id() < a.len())
      a.at(t.global_id()).fetch_add(1, Ordering::Relaxed);
  }
};

struct ZipBoth {
  RSGPU_FN void operator()(Thread1D t,
                           Zip<SliceMut<int>, SliceMut<int>> ab) const {
    if (auto e = ab.mine(t)) {
      auto [a, b] = *e;
      a = 1;
      b = 2;
    }
  }
};

struct ZipAddOne {
  RSGPU_FN void operator()(Thread1D t,
                           Zip<SliceMut<int>, Slice<const int>> yx) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x + 1;
    }
  }
};

struct TwoViews {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y,
                           Slice<const int> x) const {
    if (auto e = y.mine(t))
      *e = x[e.index()] + 1;
  }
};

// Panics in block 1, thread 3; every other thread writes its element.
struct PanicAt13 {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    if (t.block_idx().x == 1 && t.thread_idx().x == 3)
      RSGPU_PANIC("adversarial panic"); // PANIC_LINE_A
    if (auto e = y.mine(t))
      *e = 1;
  }
};
const unsigned kPanicLineA = adv::line_of(__FILE__, "PANIC_LINE_A");

struct BoxToOut {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> box,
                           SliceMut<int> out) const {
    if (auto e = out.mine(t))
      *e = box[0];
  }
};

struct MatOne {
  RSGPU_FN void operator()(Thread2D t, MatrixMut<int> m) const {
    if (auto e = m.mine(t))
      *e = 1;
  }
};

// Any run of this kernel is an error by itself: launches that must be refused
// use it, so an accepted launch ends quickly instead of running 2^41 threads.
struct MustNotRun {
  RSGPU_FN void operator()(Thread1D, SliceMut<int>) const {
    RSGPU_PANIC("a launch that must be refused ran");
  }
};
struct MustNotRun2D {
  RSGPU_FN void operator()(Thread2D, SliceMut<int>) const {
    RSGPU_PANIC("a launch that must be refused ran");
  }
};
struct MustNotRunShaped {
  RSGPU_FN void operator()(Thread2DOf<16, 16>, SliceMut<int>) const {
    RSGPU_PANIC("a launch that must be refused ran");
  }
};

struct PerBlockRead2D {
  RSGPU_FN void operator()(Thread t, PerBlock<const int> p) const {
    (void)t;
    (void)p;
    RSGPU_PANIC("a launch that must be refused ran");
  }
};

struct Bins {
  RSGPU_FN void operator()(Thread1D t, AtomicArray<unsigned, 256> bins) const {
    bins.at(t.global_id() % 256).fetch_add(1u, Ordering::Relaxed);
  }
};

std::vector<int> to_vec(DeviceBuffer<int> &b) {
  auto v = b.to_vec();
  INFO(adv::describe(v));
  REQUIRE(v);
  return *v;
}

} // namespace

// ---- S1: owners
// --------------------------------------------------------------

TEST_CASE("S1_adv_moved_device_buffer_error_names_the_buffer") {
  auto s = adv::stream();
  auto a = adv::zeroed<int>(s, 8);
  auto b = std::move(a);
  std::vector<int> h(8);
  auto r = a.copy_to_host(h); // use after move
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  // Regression: the message named "the borrow" for a moved owner.
  CHECK(contains(r.error().message(), "DeviceBuffer"));
  CHECK_FALSE(contains(r.error().message(), "borrow"));
  (void)b;
}

TEST_CASE("S1_adv_borrow_of_a_moved_buffer_error_names_the_buffer") {
  auto s = adv::stream();
  auto a = adv::zeroed<int>(s, 16);
  auto b = std::move(a);
  auto r = launch(s, adv::cfg1d(1, 16), Fill{}, a.borrow_mut(), 1);
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  // Regression: the owner was moved, not a borrow
  CHECK(contains(r.error().message(), "DeviceBuffer"));
  (void)b;
}

TEST_CASE("S1_adv_moved_device_box_error_names_the_box") {
  auto s = adv::stream();
  auto bx = DeviceBox<int>::create(s, 5);
  REQUIRE(bx);
  auto moved = std::move(*bx);
  auto r = bx->get();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  // Regression: a moved DeviceBox called itself DeviceBuffer.
  CHECK(contains(r.error().message(), "DeviceBox"));
  CHECK_FALSE(contains(r.error().message(), "DeviceBuffer"));
  (void)moved;
}

TEST_CASE("S1_adv_free_twice_is_an_error") {
  auto s = adv::stream();
  auto a = adv::zeroed<int>(s, 8);
  REQUIRE(a.free());
  auto r = a.free(); // docs/safety-model.md S1: "free() twice is an error"
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  CHECK(contains(r.error().message(), "DeviceBuffer"));
}

TEST_CASE("S1_adv_buffer_moved_out_of_its_result_is_empty") {
  auto s = adv::stream();
  auto r = DeviceBuffer<int>::zeroed(s, 8);
  REQUIRE(r);
  auto owner = std::move(*r);
  std::vector<int> h(8);
  auto again = r->copy_to_host(h); // the Result's value was moved out
  INFO(adv::describe(again));
  REQUIRE_FALSE(again);
  CHECK(again.error().kind() == ErrorKind::UseAfterMove);
  REQUIRE(owner.copy_to_host(h));
}

// ---- S3: borrows and borrows
// ------------------------------------------------------

TEST_CASE("S3_adv_borrow_outliving_its_buffer_is_use_after_move") {
  auto s = adv::stream();
  auto borrow = [&] {
    auto b = adv::zeroed<int>(s, 16);
    return b.borrow_mut(); // the buffer dies here, its borrow lives on
  }();
  auto r = launch(s, adv::cfg1d(1, 16), Fill{}, std::move(borrow), 7);
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  CHECK(s.synchronize());
}

TEST_CASE("S3_adv_borrow_of_a_freed_buffer_is_use_after_move") {
  auto s = adv::stream();
  auto b = adv::zeroed<int>(s, 16);
  auto borrow = b.borrow_mut();
  REQUIRE(b.free());
  auto r = launch(s, adv::cfg1d(1, 16), Fill{}, std::move(borrow), 7);
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  CHECK(s.synchronize());
}

TEST_CASE("S3_adv_zip_same_buffer_twice_rejected") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  auto r = launch(s, adv::cfg1d(1, 16), ZipBoth{},
                  zip(y.borrow_mut(), y.borrow_mut()));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  // Regression: the message said "arguments 0 and 0"; it must tell the
  // two zipped sides apart.
  CHECK_FALSE(contains(r.error().message(), "arguments 0 and 0"));
  CHECK(contains(r.error().message(), "zip"));
  CHECK(s.synchronize());
  CHECK(to_vec(y) == std::vector<int>(16, 0));
}

TEST_CASE("S3_adv_overlapping_sub_borrows_conflict") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  auto r = launch(s, adv::cfg1d(1, 10), TwoViews{}, y.borrow_mut(0, 10),
                  y.borrow(5, 10));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  CHECK(contains(r.error().message(), "argument"));
  CHECK(to_vec(y) == std::vector<int>(16, 0));
}

TEST_CASE("S3_adv_disjoint_sub_borrows_accepted") { // twin: no false positive
  auto s = adv::stream();
  auto y = adv::from_host<int>(s, std::vector<int>(16, 3));
  auto r = launch(s, adv::cfg1d(1, 8), TwoViews{}, y.borrow_mut(0, 8),
                  y.borrow(8, 8));
  INFO(adv::describe(r));
  REQUIRE(r);
  auto v = to_vec(y);
  for (int i = 0; i < 8; ++i)
    CHECK(v[i] == 4);
  for (int i = 8; i < 16; ++i)
    CHECK(v[i] == 3);
}

TEST_CASE("S3_adv_exclusive_borrow_in_flight_on_other_stream_conflicts") {
  auto s = adv::stream(), s1 = adv::stream(), s2 = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  auto out = adv::zeroed<int>(s2, 64);
  REQUIRE(s.synchronize()); // settle the allocations (item 3 is tested apart)
  adv::gate_close();
  REQUIRE(launch(s1, adv::cfg1d(1, 64), GatedFill{}, y.borrow_mut(), 5));
  // y is still being written on s1: a reader on s2 must be refused.
  auto r = launch(s2, adv::cfg1d(1, 64), Copy{}, y.borrow(), out.borrow_mut());
  adv::gate_open();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  CHECK(s1.synchronize());
  CHECK(s2.synchronize());
  CHECK(to_vec(y) == std::vector<int>(64, 5));
}

TEST_CASE("S11_adv_atomic_borrow_in_flight_conflicts_with_plain_borrow") {
  auto s = adv::stream(), s1 = adv::stream(), s2 = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  auto out = adv::zeroed<int>(s2, 64);
  REQUIRE(s.synchronize()); // settle the allocations (item 3 is tested apart)
  adv::gate_close();
  REQUIRE(
      launch(s1, adv::cfg1d(1, 64), GatedAtomicAdd{}, atomic(y.borrow_mut())));
  // plain reads of elements another kernel updates atomically (S11)
  auto r = launch(s2, adv::cfg1d(1, 64), Copy{}, y.borrow(), out.borrow_mut());
  adv::gate_open();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  CHECK(s1.synchronize());
  CHECK(to_vec(y) == std::vector<int>(64, 1));
}

TEST_CASE("S3_adv_shared_borrows_on_two_streams_coexist") { // twin
  auto s = adv::stream(), s1 = adv::stream(), s2 = adv::stream();
  std::vector<int> hx(64);
  for (int i = 0; i < 64; ++i)
    hx[i] = i;
  auto x = adv::from_host(s, hx);
  auto o1 = adv::zeroed<int>(s1, 64), o2 = adv::zeroed<int>(s2, 64);
  REQUIRE(s.synchronize()); // settle the allocations (item 3 is tested apart)
  adv::gate_close();
  REQUIRE(
      launch(s1, adv::cfg1d(1, 64), GatedCopy{}, x.borrow(), o1.borrow_mut()));
  auto r = launch(s2, adv::cfg1d(1, 64), Copy{}, x.borrow(), o2.borrow_mut());
  adv::gate_open();
  INFO(adv::describe(r));
  REQUIRE(r);
  CHECK(to_vec(o1) == hx);
  CHECK(to_vec(o2) == hx);
}

// ---- S4: host access while kernels borrow
// -------------------------------------

TEST_CASE("S4_adv_try_copy_to_host_busy_while_other_stream_writes") {
  auto s = adv::stream(), w = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  REQUIRE(s.synchronize()); // settle the allocations (item 3 is tested apart)
  adv::gate_close();
  REQUIRE(launch(w, adv::cfg1d(1, 64), GatedFill{}, y.borrow_mut(), 9));
  std::vector<int> h(64, -1);
  auto r = y.try_copy_to_host(h);
  adv::gate_open();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::Busy);
  REQUIRE(y.copy_to_host(h)); // waits for the kernel on w
  CHECK(h == std::vector<int>(64, 9));
}

TEST_CASE("S4_adv_try_free_busy_while_other_stream_writes") {
  auto s = adv::stream(), w = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  REQUIRE(s.synchronize()); // settle the allocations (item 3 is tested apart)
  adv::gate_close();
  REQUIRE(launch(w, adv::cfg1d(1, 64), GatedFill{}, y.borrow_mut(), 9));
  auto r = y.try_free();
  adv::gate_open();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::Busy);
  CHECK(w.synchronize());
  CHECK(to_vec(y) == std::vector<int>(64, 9));
  CHECK(y.free());
}

TEST_CASE("S4_adv_destructor_waits_for_kernel_on_other_stream") {
  auto s = adv::stream(), w = adv::stream();
  g_finished = 0;
  adv::gate_close();
  {
    adv::OpenLater later(100); // opens the gate while ~DeviceBuffer waits
    auto y = adv::zeroed<int>(s, 64);
    REQUIRE(s.synchronize()); // settle the allocation (item 3 is tested apart)
    REQUIRE(
        launch(w, adv::cfg1d(1, 64), GatedFillCounted{}, y.borrow_mut(), 9));
  } // ~DeviceBuffer must wait for the kernel before freeing
  CHECK(g_finished.load() == 64);
  auto r = w.synchronize();
  INFO(adv::describe(r));
  CHECK(r);
}

TEST_CASE("S4_adv_zeroed_is_ordered_before_kernel_on_other_stream") {
  // Regression: zeroed()'s memset is queued on the owner's stream but
  // is not a borrow; a kernel on another stream lost its writes to it. Here
  // the owner's stream is busy with other work (a gated kernel), so the
  // memset runs late. Safe outcomes: the kernel on W is ordered after the
  // memset (every element 7), or its launch is refused as a BorrowConflict.
  auto s = adv::stream(), w = adv::stream();
  auto other = adv::zeroed<int>(s, 64);
  REQUIRE(s.synchronize());
  adv::gate_close();
  REQUIRE(launch(s, adv::cfg1d(1, 64), GatedFill{}, other.borrow_mut(), 1));
  const std::size_t n = std::size_t(1) << 16;
  auto y = adv::zeroed<int>(s, n); // queued behind the gated kernel on s
  adv::OpenLater later(100);
  auto r =
      launch(w, LaunchConfig::for_elements(n, 256), Fill{}, y.borrow_mut(), 7);
  INFO(adv::describe(r));
  if (!r) {
    CHECK(r.error().kind() == ErrorKind::BorrowConflict);
    return;
  }
  auto v = to_vec(y);
  std::size_t lost = 0;
  for (int e : v)
    lost += e != 7;
  INFO(lost << " of " << n << " writes lost");
  CHECK(lost == 0);
}

TEST_CASE("S4_adv_copy_from_host_is_ordered_before_kernel_on_other_stream") {
  const std::size_t n = std::size_t(1) << 18;
  auto s = adv::stream(), w = adv::stream();
  auto y = adv::zeroed<int>(s, n);
  REQUIRE(y.copy_from_host(std::vector<int>(n, 21)));
  REQUIRE(
      launch(w, LaunchConfig::for_elements(n, 256), Double{}, y.borrow_mut()));
  auto v = to_vec(y);
  std::size_t bad = 0;
  for (int e : v)
    bad += e != 42;
  CHECK(bad == 0);
}

TEST_CASE("S4_adv_device_box_create_is_ordered_before_kernel_on_other_stream") {
  // As the zeroed() case: the box's allocation and copy are queued behind
  // other work on s; a kernel on w reading the box must see 5 (or be refused
  // as a BorrowConflict), never the uninitialised allocation.
  auto s = adv::stream(), w = adv::stream();
  auto other = adv::zeroed<int>(s, 64);
  auto out = adv::zeroed<int>(w, 256);
  REQUIRE(s.synchronize());
  REQUIRE(w.synchronize());
  adv::gate_close();
  REQUIRE(launch(s, adv::cfg1d(1, 64), GatedFill{}, other.borrow_mut(), 1));
  adv::OpenLater later(100);
  auto box = DeviceBox<int>::create(s, 5);
  REQUIRE(box);
  auto r = launch(w, adv::cfg1d(1, 256), BoxToOut{}, box->borrow(),
                  out.borrow_mut());
  INFO(adv::describe(r));
  if (!r) {
    CHECK(r.error().kind() == ErrorKind::BorrowConflict);
    return;
  }
  CHECK(to_vec(out) == std::vector<int>(256, 5));
}

TEST_CASE("S4_adv_dropped_stream_kernel_completes_before_host_read") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 64);
  REQUIRE(s.synchronize()); // settle the allocations (item 3 is tested apart)
  adv::gate_close();
  {
    adv::OpenLater later(50); // opens the gate whether or not ~Stream waits
    {
      auto w = adv::stream();
      REQUIRE(launch(w, adv::cfg1d(1, 64), GatedFill{}, y.borrow_mut(), 3));
    } // the stream handle is dropped with its kernel still in flight
    CHECK(to_vec(y) == std::vector<int>(64, 3));
  }
}

// ---- S6: panics are never lost
// ------------------------------------------------

TEST_CASE("S6_adv_panic_on_other_stream_reported_by_buffer_copy") {
  // Regression: kernel on W, buffer owned by S: copy_to_host returned
  // success with the panicking thread's element unwritten.
  auto s = adv::stream(), w = adv::stream();
  auto y = adv::zeroed<int>(s, 128);
  REQUIRE(launch(w, adv::cfg1d(2, 64), PanicAt13{}, y.borrow_mut()));
  std::vector<int> h(128);
  auto r = y.copy_to_host(h); // a synchronising copy after the panic
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(contains(r.error().panic().message(), "adversarial panic"));
  CHECK(r.error().panic().line == kPanicLineA);
  CHECK(contains(r.error().panic().file(), "ownership_test.cpp"));
  CHECK(r.error().panic().block.x == 1);
  CHECK(r.error().panic().thread.x == 3);
}

TEST_CASE("S6_adv_panic_on_dropped_stream_not_lost") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 128);
  {
    auto w = adv::stream();
    REQUIRE(launch(w, adv::cfg1d(2, 64), PanicAt13{}, y.borrow_mut()));
  } // W dropped unsynchronised
  auto r = y.to_vec();
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  REQUIRE(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().panic().line == kPanicLineA);
  CHECK(r.error().panic().block.x == 1);
  CHECK(r.error().panic().thread.x == 3);
}

// ---- S5/S6: host-side launch checks with hostile sizes
// -----------------------

TEST_CASE("S6_adv_matrix_extents_overflowing_32_bits_rejected") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  LaunchConfig c;
  c.grid = {1};
  c.block = {1};
  // rows * cols = 2^32, which is 0 in 32-bit arithmetic (<= 16).
  auto r = launch(s, c, MatOne{}, matrix(y.borrow_mut(), 65536u, 65536u));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(s.synchronize());
}

TEST_CASE("S6_adv_borrow_range_past_the_buffer_rejected") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  SECTION("plain range past the end") {
    auto r = launch(s, adv::cfg1d(1, 16), Fill{}, y.borrow_mut(10, 10), 1);
    INFO(adv::describe(r));
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  }
  SECTION("offset + len wraps around") {
    auto r =
        launch(s, adv::cfg1d(1, 16), Fill{},
               y.borrow_mut(std::numeric_limits<std::size_t>::max(), 2), 1);
    INFO(adv::describe(r));
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  }
  CHECK(s.synchronize());
  CHECK(to_vec(y) == std::vector<int>(16, 0));
}

TEST_CASE("S5_adv_thread_ids_past_2pow32_rejected") {
  // Thread1D/Thread2D index in 32 bits: a launch with more threads would give
  // two threads one index (docs/device/thread.md).
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  SECTION("Thread1D, 2^41 threads") {
    LaunchConfig c;
    c.grid = {(1u << 31) - 1};
    c.block = {1024};
    auto r = launch(s, c, MustNotRun{}, y.borrow_mut());
    INFO(adv::describe(r));
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  }
  SECTION("Thread2D, 2^33 threads in x") {
    LaunchConfig c;
    c.grid = {1u << 23, 1};
    c.block = {1024, 1};
    auto r = launch(s, c, MustNotRun2D{}, y.borrow_mut());
    INFO(adv::describe(r));
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  }
  auto r = s.synchronize();
  INFO(adv::describe(r));
  CHECK(r);
}

TEST_CASE("S5_adv_thread2d_with_exactly_2pow32_threads_in_x_rejected") {
  // docs/device/thread.md: Thread2D needs "< 2^32 threads per dimension";
  // at 2^32 the grid-wide extent no longer fits the 32-bit index type.
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  LaunchConfig c;
  c.grid = {1u << 22, 1};
  c.block = {1024, 1};
  auto r = launch(s, c, MustNotRun2D{}, y.borrow_mut());
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(s.synchronize());
}

TEST_CASE("S5_adv_shaped_thread_block_with_depth_rejected") {
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 16);
  LaunchConfig c;
  c.grid = {1};
  c.block = {16, 16,
             2}; // two threads per (x, y): Thread2DOf<16, 16> is 16x16x1
  auto r = launch(s, c, MustNotRunShaped{}, y.borrow_mut());
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(s.synchronize());
}

TEST_CASE("S6_adv_per_block_view_counts_every_block_of_a_2d_grid") {
  auto s = adv::stream();
  auto p = adv::zeroed<int>(s, 4);
  LaunchConfig c;
  c.grid = {4, 4}; // 16 blocks, 4 elements
  c.block = {32};
  auto r = launch(s, c, PerBlockRead2D{}, per_block(p.borrow()));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(s.synchronize());
}

TEST_CASE("S6_adv_atomic_array_over_short_sub_borrow_rejected") {
  auto s = adv::stream();
  auto y = adv::zeroed<unsigned>(s, 300);
  // 300 elements, but the borrow covers only 200 of them (< 256).
  auto r = launch(s, adv::cfg1d(1, 256), Bins{},
                  atomic_array<256>(y.borrow_mut(100, 200)));
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(s.synchronize());
}

TEST_CASE("S6_adv_zip_walks_only_the_shorter_view") { // twin
  auto s = adv::stream();
  auto y = adv::zeroed<int>(s, 10);
  auto x = adv::from_host<int>(s, std::vector<int>(5, 1));
  auto r = launch(s, adv::cfg1d(1, 32), ZipAddOne{},
                  zip(y.borrow_mut(), x.borrow()));
  INFO(adv::describe(r));
  REQUIRE(r);
  CHECK(to_vec(y) == std::vector<int>{2, 2, 2, 2, 2, 0, 0, 0, 0, 0});
}

// ---- S12 / S1: hostile sizes at allocation
// --------------------------------------

TEST_CASE("S12_adv_allocation_size_overflow_is_an_error") {
  auto s = adv::stream();
  // n * sizeof(float) wraps to 4 bytes: a "huge" buffer backed by 4 bytes
  // would let safe views write far outside its allocation.
  const std::size_t n = std::numeric_limits<std::size_t>::max() / 4 + 2;
  auto r = DeviceBuffer<float>::create(s, n);
  INFO(adv::describe(r));
  REQUIRE_FALSE(r);
  CHECK((r.error().kind() == ErrorKind::InvalidArgument ||
         r.error().kind() == ErrorKind::Cuda));
  auto z = DeviceBuffer<float>::zeroed(s, n);
  REQUIRE_FALSE(z);
}
