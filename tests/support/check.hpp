#pragma once
// CHECK for the plain test programs that run without a test framework (they
// are built by nvcc as CUDA programs): counts failures in `failures`.
#include <cstdio>

static int failures = 0;
#define CHECK(cond)                                                            \
  do {                                                                         \
    if (!(cond)) {                                                             \
      std::fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__,    \
                   #cond);                                                     \
      ++failures;                                                              \
    }                                                                          \
  } while (0)
