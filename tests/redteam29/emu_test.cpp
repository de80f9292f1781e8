// Red team 29 (2026-12-07): session 28's kept-handle fix (execution handles
// are not assignable; a rsgpu::rust::Bound keeps no thread), written black-box
// from README.md, docs/safety-model.md and the public headers' comments. The
// compile-fail cases are in cf/ (CMakeLists.txt); this file runs on the
// emulator the grid-stride twin of the two GridStrideRange forgeries (public
// constructors until session 29; now compile-fail cases). open.txt lists the
// holes still open.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt29 {
using namespace ::red_team;

template <class R> void launched(const R &r) { REQUIRE(r); }

// The forgeries (a GridStrideRange or its iterator made with a chosen first
// element and step) no longer compile: cf/S5_rt29_forged_grid_stride_*.cpp.
// Before, each compiled and racecheck reported the race at run time.
struct GridStrideTwin {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y) const {
    for (auto e : y.grid_stride(t))
      *e = 1.0f;
    for (auto e : rsgpu::grid_stride(y, t))
      *e = *e + 1.0f;
  }
};

TEST_CASE("S5_rt29_grid_stride_iterator_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), GridStrideTwin{}, y.borrow_mut()));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(128, 2.0f));
}
} // namespace rt29
