// The plain C++ loops bench_emulator compares the emulator with, in a
// translation unit of their own: in bench_emulator.cpp their machine code
// followed the emulator's headers (GCC's inlining budget for that file), and
// the block reduction's plain loop ran 0.12 ms on main and 0.22 ms on a
// branch that changed only the scheduler. Here they compile the same on
// every branch. Each computes its part [lo, hi) of the result.
#include <cstddef>

void plain_saxpy(float *y, const float *x, const float *y0, float a, std::size_t lo,
                 std::size_t hi) {
  for (std::size_t i = lo; i < hi; ++i) y[i] = a * x[i] + y0[i];
}

void plain_stencil(float *y, const float *x, std::size_t n, std::size_t lo, std::size_t hi) {
  for (std::size_t i = lo; i < hi; ++i) y[i] = x[i ? i - 1 : i] + x[i] + x[i + 1 < n ? i + 1 : i];
}

void plain_sums(int *sums, const int *x, std::size_t group, std::size_t lo, std::size_t hi) {
  for (std::size_t g = lo; g < hi; ++g) {
    int acc = 0;
    for (std::size_t i = g * group; i < (g + 1) * group; ++i) acc += x[i];
    sums[g] = acc;
  }
}
