// S2: what may cross the launch boundary (the compile-fail tests show the rest).
#include <array>
#include <string>
#include <vector>

#include "test_kernels.hpp"

namespace {
struct Particle {
  float x, v;
};
struct Opaque {
  float *p;
};
enum class Mode { A, B };
} // namespace
RSGPU_DEVICE_COPY(Particle);

using rsgpu::is_device_copy_v;

TEST_CASE("S2 DeviceCopy accepts values; views are launch arguments only",
          "[device_copy][S2]") {
  static_assert(is_device_copy_v<int>);
  static_assert(is_device_copy_v<double>);
  static_assert(is_device_copy_v<Mode>);
  static_assert(is_device_copy_v<std::array<float, 4>>);
  static_assert(is_device_copy_v<Particle>);
  // Views cross the launch boundary but are never storable data.
  using rsgpu::is_launch_arg_v;
  static_assert(is_launch_arg_v<int> && is_launch_arg_v<Particle>);
  static_assert(is_launch_arg_v<rsgpu::Slice<const float>>);
  static_assert(is_launch_arg_v<rsgpu::SliceMut<float>>);
  static_assert(is_launch_arg_v<rsgpu::Matrix<const float>>);
  static_assert(is_launch_arg_v<rsgpu::AtomicSlice<unsigned>>);
  static_assert(!is_device_copy_v<rsgpu::Slice<const float>>);
  static_assert(!is_device_copy_v<rsgpu::SliceMut<float>>);
  static_assert(!is_device_copy_v<rsgpu::MatrixMut<float>>);
  static_assert(!is_device_copy_v<rsgpu::AtomicSlice<unsigned>>);
  static_assert(!is_device_copy_v<rsgpu::Owned<float>>);
  static_assert(!is_device_copy_v<std::array<rsgpu::SliceMut<float>, 2>>);
  // Views are copied, never assigned: a struct holding one loses its copy
  // assignment, which RSGPU_DEVICE_COPY checks.
  static_assert(std::is_trivially_copyable_v<rsgpu::SliceMut<float>>);
  static_assert(!std::is_copy_assignable_v<rsgpu::SliceMut<float>>);
  static_assert(!std::is_copy_assignable_v<rsgpu::AtomicSlice<unsigned>>);
  SUCCEED();
}

TEST_CASE("S2 DeviceCopy rejects pointers, references, containers, unmarked types",
          "[device_copy][S2]") {
  static_assert(!is_device_copy_v<float *>);
  static_assert(!is_device_copy_v<const float *>);
  static_assert(!is_device_copy_v<float &>);
  static_assert(!is_device_copy_v<std::vector<float>>);
  static_assert(!is_device_copy_v<std::string>);
  static_assert(!is_device_copy_v<Opaque>);
  static_assert(!is_device_copy_v<std::array<float *, 2>>);
  static_assert(!is_device_copy_v<rsgpu::DeviceBuffer<float>>);
  static_assert(!is_device_copy_v<rsgpu::BorrowMut<float>>); // borrows convert at launch
  SUCCEED();
}

namespace {
struct Step {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Particle> ps, float dt) const {
    if (auto p = ps.mine(t)) {
      Particle q = (*p).get();
      q.x += q.v * dt;
      (*p).set(q);
    }
  }
};
} // namespace

TEST_CASE("S2 a marked struct travels by value and in buffers", "[device_copy][S2]") {
  auto s = test::make_stream();
  std::vector<Particle> h{{0, 1}, {1, 2}, {2, -1}};
  auto ps = rsgpu::DeviceBuffer<Particle>::from_host(s, h);
  REQUIRE(ps);
  REQUIRE(rsgpu::launch(s, rsgpu::LaunchConfig::for_elements(3), Step{}, ps->borrow_mut(), 0.5f));
  auto v = *ps->to_vec();
  CHECK(v[0].x == 0.5f);
  CHECK(v[1].x == 2.0f);
  CHECK(v[2].x == 1.5f);
}
