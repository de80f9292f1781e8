use diff::*;
use kernel::closure_generic_helpers;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    closure_generic_helpers(a = buf(floats(n * 4, 41)), b = buf(floats(n * 4, 42)),
                                            bits = buf(u32s(n, 43)), out = buf_mut(zeros(n)),
                                            pos = buf_mut(zeros(n))));
        }
    });
}
