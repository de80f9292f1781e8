// S3/S4: borrows are checked at launch and last until the kernel completes.
#include <chrono>
#include <vector>

#include "test_kernels.hpp"

using rsgpu::DeviceBuffer;
using rsgpu::ErrorKind;
using rsgpu::LaunchConfig;

namespace {
struct Copy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> in,
                           rsgpu::SliceMut<int> out) const {
    if (auto o = out.mine(t)) *o = in[o.index()];
  }
};
struct Two {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::SliceMut<int>, rsgpu::SliceMut<int>) const {}
};
struct ReadTwo {
  RSGPU_FN void operator()(rsgpu::Thread, rsgpu::Slice<const int>, rsgpu::Slice<const int>) const {}
};
constexpr int kSlowMs = 200;
} // namespace

TEST_CASE("S3 two exclusive borrows of one buffer in one launch conflict", "[borrow][S3]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(b);
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(64), Two{}, b->borrow_mut(), b->borrow_mut());
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
}

TEST_CASE("S3 exclusive and shared borrow of one buffer in one launch conflict", "[borrow][S3]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(b);
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(64), Copy{}, b->borrow(), b->borrow_mut());
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
}

TEST_CASE("S3 two shared borrows coexist", "[borrow][S3]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(64), ReadTwo{}, b->borrow(), b->borrow()));
  REQUIRE(s.synchronize());
}

TEST_CASE("S3 disjoint exclusive sub-borrows of one buffer coexist (split_at_mut)", "[borrow][S3]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(32), Two{}, b->borrow_mut(0, 32),
                        b->borrow_mut(32, 32)));
  auto overlap = rsgpu::launch(s, LaunchConfig::for_elements(32), Two{}, b->borrow_mut(0, 33),
                               b->borrow_mut(32, 32));
  REQUIRE_FALSE(overlap);
  CHECK(overlap.error().kind() == ErrorKind::BorrowConflict);
  REQUIRE(s.synchronize());
}

TEST_CASE("S3 an exclusive borrow lasts until the kernel completes, not until launch returns",
          "[borrow][S3]") {
  auto s1 = test::make_stream();
  auto s2 = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s1, 16);
  auto other = DeviceBuffer<int>::zeroed(s2, 16);
  REQUIRE(b);
  REQUIRE(other);
  REQUIRE(rsgpu::launch(s1, LaunchConfig::for_elements(16), test::SlowWrite{}, b->borrow_mut(), 7,
                        kSlowMs));
  // launch returned; the kernel is still running on s1 and borrows b.
  auto r = rsgpu::launch(s2, LaunchConfig::for_elements(16), Copy{}, b->borrow(),
                         other->borrow_mut());
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  REQUIRE(s1.synchronize());
  // Completed: now the shared borrow is fine.
  REQUIRE(rsgpu::launch(s2, LaunchConfig::for_elements(16), Copy{}, b->borrow(),
                        other->borrow_mut()));
  auto v = other->to_vec();
  REQUIRE(v);
  CHECK(*v == std::vector<int>(16, 7));
}

TEST_CASE("S3 kernels on one stream may borrow the same buffer back to back", "[borrow][S3]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(16), test::SlowWrite{}, b->borrow_mut(), 1,
                        kSlowMs / 4));
  // Stream order serialises the two kernels: no overlap in time, no conflict.
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(16), test::StrideFill{}, b->borrow_mut(), 3));
  CHECK((*b->to_vec())[5] == 15);
}

TEST_CASE("S4 host read waits for a kernel that borrows exclusively", "[borrow][S4]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(16), test::SlowWrite{}, b->borrow_mut(), 3,
                        kSlowMs));
  std::vector<int> h(16, -1);
  REQUIRE(b->copy_to_host(h)); // must see the kernel's writes
  CHECK(h == std::vector<int>(16, 3));
}

TEST_CASE("S4 try_ variants refuse while a kernel borrows", "[borrow][S4]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(16), test::SlowWrite{}, b->borrow_mut(), 3,
                        kSlowMs));
  std::vector<int> h(16);
  auto r = b->try_copy_to_host(h);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::Busy);
  auto w = b->try_copy_from_host(h);
  REQUIRE_FALSE(w);
  CHECK(w.error().kind() == ErrorKind::Busy);
  auto f = b->try_free();
  REQUIRE_FALSE(f);
  CHECK(f.error().kind() == ErrorKind::Busy);
  REQUIRE(s.synchronize());
  CHECK(b->try_copy_to_host(h));
  CHECK(b->try_free());
}

TEST_CASE("S4 freeing a buffer waits for the kernel still using it", "[borrow][S4]") {
  auto s1 = test::make_stream();
  auto s2 = test::make_stream();
  auto src = DeviceBuffer<int>::from_host(s1, std::vector<int>(16, 5));
  auto dst = DeviceBuffer<int>::zeroed(s2, 16);
  REQUIRE(src);
  REQUIRE(dst);
  REQUIRE(rsgpu::launch(s2, LaunchConfig::for_elements(16), test::SlowWrite{}, dst->borrow_mut(), 1,
                        kSlowMs));
  REQUIRE(rsgpu::launch(s2, LaunchConfig::for_elements(16), Copy{}, src->borrow(),
                        dst->borrow_mut()));
  auto t0 = std::chrono::steady_clock::now();
  REQUIRE(src->free()); // s1-owned memory read by a kernel on s2: must wait
  auto waited = std::chrono::steady_clock::now() - t0;
  CHECK(waited >= std::chrono::milliseconds(kSlowMs / 2));
  CHECK(*dst->to_vec() == std::vector<int>(16, 5));
}

TEST_CASE("S13 a borrow is consumed by launch; reusing it is an error", "[borrow][S13]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  auto borrow = b->borrow_mut();
  REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(16), test::StrideFill{}, std::move(borrow), 2));
  CHECK_FALSE(borrow.valid()); // NOLINT(bugprone-use-after-move)
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(16), test::StrideFill{}, std::move(borrow), 2);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
}

TEST_CASE("A borrow that outlives its buffer is refused at launch", "[borrow]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  auto borrow = b->borrow_mut();
  REQUIRE(b->free());
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(16), test::StrideFill{}, std::move(borrow), 2);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
}

TEST_CASE("A sub-borrow outside the buffer is refused", "[borrow]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(b);
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(16), test::StrideFill{},
                         b->borrow_mut(8, 9), 2);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
}
