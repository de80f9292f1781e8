#include <numeric>
#include <vector>

#include "test_kernels.hpp"

using rsgpu::DeviceBuffer;
using rsgpu::ErrorKind;

TEST_CASE("DeviceBuffer round-trips host data", "[buffer]") {
  auto s = test::make_stream();
  std::vector<int> h(1000);
  std::iota(h.begin(), h.end(), 0);
  auto b = DeviceBuffer<int>::from_host(s, h);
  REQUIRE(b);
  CHECK(b->len() == 1000);
  auto v = b->to_vec();
  REQUIRE(v);
  CHECK(*v == h);
}

TEST_CASE("DeviceBuffer::zeroed is zero", "[buffer]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<double>::zeroed(s, 77);
  REQUIRE(b);
  auto v = b->to_vec();
  REQUIRE(v);
  CHECK(*v == std::vector<double>(77, 0.0));
}

TEST_CASE("Copies with the wrong size are errors, not overflows", "[buffer]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(b);
  std::vector<int> small(3), big(5);
  auto r1 = b->copy_to_host(small);
  REQUIRE_FALSE(r1);
  CHECK(r1.error().kind() == ErrorKind::InvalidArgument);
  CHECK(std::string(r1.error().message()).find("size mismatch") != std::string::npos);
  auto r2 = b->copy_from_host(big);
  REQUIRE_FALSE(r2);
  CHECK(r2.error().kind() == ErrorKind::InvalidArgument);
}

TEST_CASE("S1 moved-from DeviceBuffer is empty and every use is an error", "[buffer][S1]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 8);
  REQUIRE(b);
  DeviceBuffer<int> owner = std::move(*b);
  CHECK(owner.len() == 8);
  CHECK_FALSE(b->valid());
  CHECK(b->len() == 0);
  std::vector<int> h(8);
  auto r = b->copy_to_host(h);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
  CHECK(b->to_vec().error().kind() == ErrorKind::UseAfterMove);
  CHECK(b->free().error().kind() == ErrorKind::UseAfterMove);
  CHECK(owner.to_vec().has_value());
}

TEST_CASE("S1 explicit free frees exactly once", "[buffer][S1]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 8);
  REQUIRE(b);
  REQUIRE(b->free());
  CHECK_FALSE(b->valid());
  auto again = b->free();
  REQUIRE_FALSE(again);
  CHECK(again.error().kind() == ErrorKind::UseAfterMove);
}

TEST_CASE("S1 move assignment frees the old allocation", "[buffer][S1]") {
  auto s = test::make_stream();
  auto a = DeviceBuffer<int>::zeroed(s, 8);
  auto b = DeviceBuffer<int>::zeroed(s, 16);
  REQUIRE(a);
  REQUIRE(b);
  *a = std::move(*b);
  CHECK(a->len() == 16);
  CHECK_FALSE(b->valid());
}

TEST_CASE("S1 DeviceBuffer and DeviceBox are move-only", "[buffer][S1]") {
  static_assert(!std::is_copy_constructible_v<DeviceBuffer<int>>);
  static_assert(!std::is_copy_assignable_v<DeviceBuffer<int>>);
  static_assert(std::is_nothrow_move_constructible_v<DeviceBuffer<int>>);
  static_assert(!std::is_copy_constructible_v<rsgpu::DeviceBox<int>>);
  static_assert(!std::is_copy_constructible_v<rsgpu::Stream>);
  static_assert(!std::is_copy_constructible_v<rsgpu::BorrowMut<int>>);
  SUCCEED();
}

TEST_CASE("DeviceBox holds one value", "[buffer]") {
  auto s = test::make_stream();
  auto bx = rsgpu::DeviceBox<float>::create(s, 2.5f);
  REQUIRE(bx);
  CHECK(*bx->get() == 2.5f);
  REQUIRE(bx->set(4.0f));
  CHECK(*bx->get() == 4.0f);
  rsgpu::DeviceBox<float> other = std::move(*bx);
  CHECK(bx->get().error().kind() == ErrorKind::UseAfterMove);
  CHECK(*other.get() == 4.0f);
}

TEST_CASE("Stream of a moved-from handle cannot allocate", "[buffer]") {
  auto s = test::make_stream();
  rsgpu::Stream t = std::move(s);
  auto b = DeviceBuffer<int>::create(s, 4); // NOLINT(bugprone-use-after-move)
  REQUIRE_FALSE(b);
  CHECK(b.error().kind() == ErrorKind::UseAfterMove);
}

TEST_CASE("Buffers keep their stream's queue alive", "[buffer]") {
  rsgpu::Result<DeviceBuffer<int>> b = [] {
    auto s = test::make_stream();
    return DeviceBuffer<int>::zeroed(s, 3);
  }();
  REQUIRE(b);
  CHECK(b->to_vec()->size() == 3);
}

TEST_CASE("A byte size that overflows is an error, not a small allocation", "[buffer]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<double>::create(s, std::size_t(-1) / 4);
  REQUIRE_FALSE(b);
  CHECK(b.error().kind() == ErrorKind::InvalidArgument);
}
