use diff::*;
use kernel::u29_generic_pair;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (70, 32), (400, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_generic_pair(xi = buf(i32s(n, 2948, 1000)), yi = buf(i32s(n, 2949, 1000)), xf = buf(floats(n, 2950)),
                                     yf = buf(floats(n, 2951)), oi = buf_mut(zeros(3 * n)), of = buf_mut(zeros(3 * n))));
        }
    });
}
