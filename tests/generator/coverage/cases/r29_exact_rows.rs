use diff::*;
use kernel::r29_exact_rows;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (37, 32), (300, 128)] {
            launch!(d, blocks(n.div_ceil(block), block), r29_exact_rows(x = buf(from_fn(n, |i| hash(29, i) as u32)), a = buf_mut(zeros(3 * n)), b = buf_mut(zeros(7 * n - 2))));
        }
    });
}
