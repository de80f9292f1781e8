// Quiet borrow views (docs/emulator.md, "Deferred records"): a launch's
// Slice<const T> of a live device buffer whose every byte is initialised (the
// host wrote it whole, or it was never poisoned) reads without any check —
// borrow reads of device memory are never recorded for racecheck, and such
// bytes cannot be uninitialised. What can still go wrong through such a view
// or beside it is still reported: an index out of bounds, a race between the
// kernel's other accesses (before and after the log is replayed, across a
// barrier, in both block orders), and an uninitialised read through a view
// of a buffer that only a kernel wrote (that view is not quiet).
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }

// out[i] = in[i] + in[i + 1], through a sub-view starting at `off`; thread 5
// of block 1 (element 37) reads sub-view index `at` instead.
struct ReadThroughSub {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in,
                           rsgpu::SliceMut<int> out, unsigned n, unsigned off,
                           unsigned at) const {
    auto sub = in.subslice(off, n - off); // (n: the views' length)
    if (auto o = out.mine(t)) {
      std::size_t i = o.index() == 37 ? at : o.index() % (n - off - 1);
      *o = sub[i] + sub[i + 1];
    }
  }
};
// Every thread writes its own y element from quiet reads of x; thread 5 of
// block `fb` also writes y[target] (owned by thread 3 of the other block),
// before or after a barrier.
struct QuietReadsBesideForeignWrite {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> y, unsigned n, unsigned fb,
                           unsigned target, bool sync) const {
    if (auto o = y.mine(t)) *o = x[o.index()] + x[(o.index() + 1) % n];
    if (sync) t.block().sync();
    if (t.block_idx().x == fb && t.block().thread_rank() == 5) y.unsafe_at(target) = 7;
  }
};
// Writes elements below `n` through mine.
struct WriteBelow {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> y, unsigned n) const {
    if (auto o = y.mine(t))
      if (o.index() < n) *o = 1;
  }
};
struct CopyAll {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = in[o.index()];
  }
};
} // namespace

TEST_CASE("S6_quiet_borrow_view_read_out_of_bounds_still_panics", "[emulator][memcheck]") {
  auto s = stream();
  auto in = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 2)); // quiet
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(in);
  REQUIRE(out);
  expect_ok(s); // the host copy is done: the launch below makes a quiet view
  // In bounds: the sums are right and nothing is reported.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadThroughSub{}, in->borrow(),
                        out->borrow_mut(), 64u, 8u, 0u));
  expect_ok(s);
  auto got = out->to_vec();
  REQUIRE(got);
  CHECK((*got)[0] == 4);
  // Sub-view index 56 of 56 elements (in[64]): the bounds check stays.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadThroughSub{}, in->borrow(),
                        out->borrow_mut(), 64u, 8u, 56u));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  CHECK(e.panic().block.x == 1);
  CHECK(e.panic().thread.x == 5);
}

TEST_CASE("S5_race_beside_quiet_borrow_reads_named_both_orders", "[emulator][racecheck]") {
  for (bool sync : {false, true})
    for (unsigned fb : {1u, 0u}) {
      INFO("barrier " << sync << ", foreign block " << fb);
      auto s = stream();
      auto x = rsgpu::DeviceBuffer<int>::from_host(s, std::vector<int>(64, 1));
      auto y = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
      REQUIRE(x);
      REQUIRE(y);
      expect_ok(s);
      const unsigned target = fb == 1 ? 3 : 35; // thread 3 of the other block owns it
      REQUIRE(rsgpu::launch(s, config({2}, {32}), QuietReadsBesideForeignWrite{},
                            x->borrow(), y->borrow_mut(), 64u, fb, target, sync));
      auto e = expect_error(s, ErrorKind::DataRace);
      const std::string owner = fb == 1 ? "block (0, 0, 0) thread (3, 0, 0)"
                                        : "block (1, 0, 0) thread (3, 0, 0)";
      const std::string foreign = fb == 1 ? "block (1, 0, 0) thread (5, 0, 0)"
                                          : "block (0, 0, 0) thread (5, 0, 0)";
      CHECK_THAT(msg(e), Contains("QuietReadsBesideForeignWrite") &&
                             Contains("index " + std::to_string(target) + " of 4-byte") &&
                             Contains(owner) && Contains(foreign));
    }
}

TEST_CASE("memcheck_borrow_view_of_a_buffer_only_a_kernel_wrote_is_still_checked",
          "[emulator][memcheck]") {
  auto s = stream();
  auto y = rsgpu::DeviceBuffer<int>::create(s, 64); // poisoned, no host write
  auto out = rsgpu::DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(y);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteBelow{}, y->borrow_mut(), 40u));
  expect_ok(s);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), CopyAll{}, y->borrow(), out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::MemoryError);
  CHECK_THAT(msg(e), Contains("reads uninitialised global memory") &&
                         Contains("index 40 of 4-byte"));
  // Once the host wrote it whole, the same launch is quiet and clean.
  REQUIRE(y->copy_from_host(std::vector<int>(64, 3)));
  REQUIRE(rsgpu::launch(s, config({2}, {32}), CopyAll{}, y->borrow(), out->borrow_mut()));
  expect_ok(s);
  auto got = out->to_vec();
  REQUIRE(got);
  CHECK((*got)[63] == 3);
}
