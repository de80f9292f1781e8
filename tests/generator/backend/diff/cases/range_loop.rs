//! range_loop: a `for k in 0..m` window sum per thread (Range and Option in
//! the MIR); windows running past the end of `x`, and m = 0.
use diff::*;
use kernel::range_loop;

fn main() {
    diff::main(|d| {
        for (n, m) in [(1usize, 3usize), (300, 0), (300, 7), (1000, 33)] {
            launch!(
                d,
                threads(n.div_ceil(128), 128),
                range_loop(
                    x = buf(floats(n, 23)),
                    y = buf_mut(floats(n, 24)),
                    m = val(m)
                )
            );
        }
    });
}
