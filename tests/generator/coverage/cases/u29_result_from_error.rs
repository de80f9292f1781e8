use diff::*;
use kernel::u29_result_from_error;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 32), (700, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_result_from_error(a = buf(i32s(n, 2961, 1500)), b = buf(i32s(n, 2962, 70)), out = buf_mut(zeros(n)),
                                          code = buf_mut(zeros(n))));
        }
    });
}
