#include <catch2/catch.hpp>
#include <rsgpu/rsgpu.hpp>

using rsgpu::Error;
using rsgpu::ErrorKind;

TEST_CASE("Error carries kind, CUDA name and message", "[error]") {
  Error e(ErrorKind::Cuda, "cudaMalloc: out of memory", "cudaErrorMemoryAllocation");
  CHECK(e.kind() == ErrorKind::Cuda);
  CHECK(e.cuda_name() == "cudaErrorMemoryAllocation");
  CHECK(e.message() == "cudaMalloc: out of memory");
  CHECK(e.to_string() == "Cuda (cudaErrorMemoryAllocation): cudaMalloc: out of memory");
  CHECK_FALSE(e.has_panic_info());
}

TEST_CASE("Error::device_panic formats location", "[error]") {
  auto e = Error::device_panic("boom", "k.cu", 7, {1, 0, 0}, {3, 0, 0});
  CHECK(e.kind() == ErrorKind::DevicePanic);
  REQUIRE(e.has_panic_info());
  CHECK(e.panic().file() == "k.cu");
  CHECK(e.panic().line == 7);
  CHECK(e.panic().block.x == 1);
  CHECK(e.panic().thread.x == 3);
  CHECK(e.to_string() == "DevicePanic: boom at k.cu:7 in block (1, 0, 0) thread (3, 0, 0)");
}

TEST_CASE("Error truncates long text instead of overflowing", "[error]") {
  std::string long_msg(5000, 'x');
  Error e(ErrorKind::InvalidArgument, long_msg);
  CHECK(e.message().size() < long_msg.size());
  CHECK(e.message().find_first_not_of('x') == std::string_view::npos);
}

TEST_CASE("Result is a cuda::std::expected and RSGPU_TRY propagates", "[error]") {
  auto fails = []() -> rsgpu::Result<int> { return rsgpu::err(ErrorKind::Busy, "busy"); };
  auto caller = [&]() -> rsgpu::Result<void> {
    RSGPU_TRY(fails());
    return {};
  };
  auto r = caller();
  REQUIRE_FALSE(r.has_value());
  CHECK(r.error().kind() == ErrorKind::Busy);
  static_assert(std::is_base_of_v<cuda::std::expected<int, Error>, rsgpu::Result<int>>);
  static_assert(std::is_copy_constructible_v<rsgpu::Result<int>>);
  cuda::std::expected<int, Error> e = rsgpu::Result<int>(3);
  rsgpu::Result<int> back = e.transform([](int v) { return v + 1; });
  CHECK(*back == 4);
}

TEST_CASE("S1 a Result of a move-only owner is move-only, others copy", "[error][S1]") {
  using RB = rsgpu::Result<rsgpu::DeviceBuffer<float>>;
  static_assert(!std::is_copy_constructible_v<RB> && !std::is_copy_assignable_v<RB>);
  static_assert(!std::is_copy_constructible_v<const RB>);
  static_assert(std::is_move_constructible_v<RB> && std::is_move_assignable_v<RB>);
  static_assert(std::is_copy_constructible_v<rsgpu::Result<int>> &&
                std::is_copy_assignable_v<rsgpu::Result<int>>);
  static_assert(std::is_default_constructible_v<rsgpu::Result<void>>);
  rsgpu::Result<int> a(5);
  rsgpu::Result<int> b = a; // a copyable value: copies as expected does
  CHECK(*a == 5);
  CHECK(*b == 5);
  rsgpu::Result<int> e = rsgpu::err(ErrorKind::Busy, "busy");
  b = e;
  REQUIRE_FALSE(b);
  CHECK(b.error().kind() == ErrorKind::Busy);
}

TEST_CASE("S12 every ErrorKind has a name", "[error]") {
  for (auto k : {ErrorKind::Cuda, ErrorKind::InvalidArgument, ErrorKind::InvalidLaunchConfig,
                 ErrorKind::BorrowConflict, ErrorKind::Busy, ErrorKind::UseAfterMove,
                 ErrorKind::DevicePanic, ErrorKind::DataRace, ErrorKind::MemoryError,
                 ErrorKind::SyncError, ErrorKind::Unsupported})
    CHECK(std::string(rsgpu::to_string(k)) != "Unknown");
}
