use diff::*;
use kernel::own_enum_data_state;

fn main() {
    diff::main(|d| {
        for (n, block, steps) in [(1usize, 32usize, 3u32), (100, 64, 12), (1000, 128, 40)] {
            launch!(d, threads(n.div_ceil(block), block),
                    own_enum_data_state(x = buf(floats(n, 2501)), limit = buf(u32s(n, 2502)),
                                       out = buf_mut(zeros(n)), steps = val(steps)));
        }
    });
}
