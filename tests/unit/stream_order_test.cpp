// Issue 14, holes 3, 4 and 10: the owner's allocation and fill are
// stream-ordered accesses registered like borrows (S3/S4); device panics are
// never lost and are reported by any host operation that waits for the
// panicking kernel, whichever stream it ran on (S6); error messages name what
// was misused (S1, S3).
#include <string>
#include <vector>

#include "test_kernels.hpp"

using rsgpu::DeviceBox;
using rsgpu::DeviceBuffer;
using rsgpu::ErrorKind;
using rsgpu::LaunchConfig;

namespace {
struct Fill {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int v) const {
    if (auto o = out.mine(t)) *o = v;
  }
};
/// Thread `who` panics after a delay (so the host is already waiting); the
/// others write v.
struct SlowPanic {
  void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int v, unsigned who) const {
    if (t.global_linear_id() == who) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      RSGPU_PANIC("the chosen thread gave up");
    }
    if (auto o = out.mine(t)) *o = v;
  }
};
struct ZipCopy {
  RSGPU_FN void operator()(rsgpu::Thread t,
                           rsgpu::Zip<rsgpu::SliceMut<int>, rsgpu::Slice<const int>> yx) const {
    if (auto e = yx.mine(t)) {
      auto [y, x] = *e;
      y = x;
    }
  }
};

bool all_equal(const std::vector<int> &v, int x) {
  for (int e : v)
    if (e != x) return false;
  return true;
}
} // namespace

TEST_CASE("S3_kernel_on_another_stream_is_ordered_after_zeroed_fill", "[borrow][S3][S4]") {
  auto s = test::make_stream();
  auto w = test::make_stream();
  // Keep s busy, so zeroed()'s fill is still queued when w's kernel is
  // launched: before the fix the kernel ran first and the late memset
  // erased all its writes.
  auto other = DeviceBuffer<int>::create(s, 1);
  REQUIRE(other);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(1), test::SlowWrite{},
                        other->borrow_mut(), 1, 200));
  constexpr std::size_t n = 4096;
  auto y = DeviceBuffer<int>::zeroed(s, n);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(w, LaunchConfig::for_elements(n, 128), Fill{}, y->borrow_mut(), 7));
  REQUIRE(w.synchronize());
  auto v = y->to_vec();
  REQUIRE(v);
  CHECK(all_equal(*v, 7));
}

TEST_CASE("S4_host_read_waits_for_the_fill_and_try_refuses_only_for_kernels", "[borrow][S4]") {
  auto s = test::make_stream();
  auto other = DeviceBuffer<int>::create(s, 1);
  REQUIRE(other);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(1), test::SlowWrite{},
                        other->borrow_mut(), 1, 1000));
  auto y = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  // No kernel borrows y, but y's fill is queued behind the (1 s) kernel on
  // its stream: a try_ read refuses (Busy) rather than wait for that kernel
  // (red team 19: try_ never waits for a kernel); a plain read waits, ordered
  // after the fill; once the stream is idle the try_ read copies.
  std::vector<int> h(64, -1);
  auto r = y->try_copy_to_host(h);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::Busy);
  CHECK(r.error().message().find("still running on its stream") != std::string::npos);
  CHECK(all_equal(h, -1));
  REQUIRE(y->copy_to_host(h));
  CHECK(all_equal(h, 0));
  std::vector<int> h2(64, -1);
  REQUIRE(y->try_copy_to_host(h2));
  CHECK(all_equal(h2, 0));
}

TEST_CASE("S6_panic_on_another_stream_is_reported_by_copy_to_host", "[panic][S6]") {
  auto s = test::make_stream();
  auto w = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(w, LaunchConfig::for_elements(64, 32), SlowPanic{}, y->borrow_mut(), 1,
                        33u));
  // The buffer's stream is s; the kernel ran on w. The read waits for the
  // kernel and must not report success with thread 33's element unwritten.
  std::vector<int> h(64);
  auto r = y->copy_to_host(h);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().message() == "the chosen thread gave up");
  CHECK(r.error().panic().block.x == 1);
  CHECK(r.error().panic().thread.x == 1);
  // Reported once.
  CHECK(w.synchronize().has_value());
  CHECK(s.synchronize().has_value());
}

TEST_CASE("S6_panic_on_a_dropped_stream_is_reported_at_the_next_sync", "[panic][S6]") {
  auto s = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  {
    auto w = test::make_stream();
    REQUIRE(rsgpu::launch(w, LaunchConfig::for_elements(64, 32), SlowPanic{}, y->borrow_mut(), 1,
                          5u));
  } // w dropped without a synchronisation: its work still runs
  auto r = s.synchronize();
  if (r) { // the kernel may still be running: wait for it through the buffer
    std::vector<int> h(64);
    r = y->copy_to_host(h);
  }
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().message() == "the chosen thread gave up");
  CHECK(r.error().panic().thread.x == 5);
}

TEST_CASE("S6_free_that_waits_for_a_panicking_kernel_reports_it", "[panic][S6]") {
  auto s = test::make_stream();
  auto w = test::make_stream();
  auto y = DeviceBuffer<int>::zeroed(s, 32);
  REQUIRE(y);
  REQUIRE(rsgpu::launch(w, LaunchConfig::for_elements(32), SlowPanic{}, y->borrow_mut(), 1, 0u));
  auto r = y->free();
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().message() == "the chosen thread gave up");
  CHECK_FALSE(y->valid()); // freed all the same
}

TEST_CASE("S6_free_after_the_panicking_kernel_finished_still_reports_it", "[panic][S6]") {
  // Two panicking kernels on one stream, each borrowing its own buffer.
  // Freeing the second waits for it, so the first has certainly finished
  // when it is freed: whether a kernel is still running when free() is
  // called is a race the caller cannot see, and must not decide whether its
  // panic is reported. Each free reports one panic, oldest first.
  auto s = test::make_stream();
  auto y1 = DeviceBuffer<int>::zeroed(s, 32);
  auto y2 = DeviceBuffer<int>::zeroed(s, 32);
  REQUIRE((y1 && y2));
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(32), SlowPanic{}, y1->borrow_mut(), 1, 3u));
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(32), SlowPanic{}, y2->borrow_mut(), 2, 7u));
  auto r2 = y2->free();
  auto r1 = y1->free();
  REQUIRE_FALSE(r2);
  CHECK(r2.error().kind() == ErrorKind::DevicePanic);
  CHECK(r2.error().panic().thread.x == 3);
  REQUIRE_FALSE(r1);
  CHECK(r1.error().kind() == ErrorKind::DevicePanic);
  CHECK(r1.error().panic().thread.x == 7);
  CHECK(s.synchronize()); // nothing left
}

TEST_CASE("S1_borrow_of_a_moved_from_DeviceBuffer_names_the_buffer", "[buffer][S1]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 8);
  REQUIRE(b);
  DeviceBuffer<int> owner = std::move(*b);
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(8), Fill{}, b->borrow_mut(), 1);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  CHECK(std::string(r.error().message()) ==
        "launch argument 0: use of a moved-from DeviceBuffer (the borrow was taken from it "
        "after the move)");
}

TEST_CASE("S1_moved_from_DeviceBox_names_itself", "[buffer][S1]") {
  auto s = test::make_stream();
  auto b = DeviceBox<int>::create(s, 3);
  REQUIRE(b);
  DeviceBox<int> owner = std::move(*b);
  auto g = b->get();
  REQUIRE_FALSE(g);
  CHECK(g.error().kind() == ErrorKind::UseAfterMove);
  CHECK(std::string(g.error().message()) == "use of a moved-from DeviceBox");
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(1), Fill{}, b->borrow_mut(), 1);
  REQUIRE_FALSE(r);
  CHECK(std::string(r.error().message()).find("moved-from DeviceBox") != std::string::npos);
  CHECK(*owner.get() == 3);
}

TEST_CASE("S3_zip_conflict_names_the_zip_components", "[borrow][S3]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(16), ZipCopy{},
                         rsgpu::zip(b->borrow_mut(), b->borrow()));
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  CHECK(std::string(r.error().message()) ==
        "launch argument 0 (the zip's component 0) and launch argument 0 (the zip's component 1) "
        "borrow the same buffer elements and one borrow is exclusive");
}
