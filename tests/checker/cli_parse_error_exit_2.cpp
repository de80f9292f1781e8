// A file that does not parse: clang's own diagnostic, exit status 2.
// EXIT: 2
#include <rsgpu/rsgpu.hpp>

// CHECK: cli_parse_error_exit_2.cpp:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_thing'
int f() { return undeclared_thing; }
