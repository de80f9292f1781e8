use diff::*;
use kernel::core_array_from_fn_map;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    core_array_from_fn_map(x = buf(u32s(n, 2921)), y = buf_mut(zeros(n))));
        }
    });
}
