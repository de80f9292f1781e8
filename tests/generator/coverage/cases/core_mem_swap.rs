use diff::*;
use kernel::core_mem_swap;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_mem_swap(x = buf(i32s(3 * n, 72, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
