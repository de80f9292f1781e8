use diff::*;
use kernel::u24_tuple_compare;

fn main() {
    diff::main(|d| {
        for (n, block) in [(2usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_tuple_compare(a = buf(u32s(n, 2454)), b = buf(i32s(n, 2455, 3)), out = buf_mut(zeros(n))));
        }
    });
}
