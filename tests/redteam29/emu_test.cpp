// Red team 29 (2026-12-07): session 28's kept-handle fix (execution handles
// are not assignable; a rsgpu::rust::Bound keeps no thread), written black-box
// from README.md, docs/safety-model.md and the public headers' comments. The
// compile-fail cases are in cf/ (CMakeLists.txt); this file runs on the
// emulator what one of them lets through: a GridStrideRange iterator made with
// its public constructor hands every thread element 0, and a GridStrideRange made
// with its public constructor every element (S5 at compile time); racecheck (E)
// then reports the race. open.txt lists the compile-fail holes.
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>
#include <vector>

#include "../support/red_team.hpp"

using namespace rsgpu;

namespace rt29 {
using namespace ::red_team;

template <class R> void launched(const R &r) { REQUIRE(r); }

struct ForgedGridStride {
  RSGPU_FN void operator()(Thread1D t, SliceMut<float> y, unsigned forge) const {
    if (forge) {
      if (forge == 1) {
        GridStrideRange<float>::iterator it(&y, 0, 1);
        **it = float(t.global_id());
      } else {
        for (auto e : GridStrideRange<float>(y, 0, 1))
          *e = float(t.global_id());
      }
    } else {
      for (auto e : y.grid_stride(t))
        *e = 1.0f;
    }
  }
};

TEST_CASE("S5_rt29_forged_grid_stride_iterator_race_reported_by_racecheck") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), ForgedGridStride{}, y.borrow_mut(), 1u));
  auto e = expect_error(s, ErrorKind::DataRace);
  auto m = msg(e);
  INFO(m);
  CHECK(has(m, "index 0"));
}

TEST_CASE("S5_rt29_forged_grid_stride_range_race_reported_by_racecheck") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), ForgedGridStride{}, y.borrow_mut(), 2u));
  auto e = expect_error(s, ErrorKind::DataRace);
  INFO(msg(e));
}

TEST_CASE("S5_rt29_grid_stride_iterator_twin") {
  auto s = stream();
  auto y = zeroed<float>(s, 128);
  launched(launch(s, cfg(2, 64), ForgedGridStride{}, y.borrow_mut(), 0u));
  expect_ok(s);
  CHECK(back(y) == std::vector<float>(128, 1.0f));
}
} // namespace rt29
